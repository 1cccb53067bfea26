/**
 * The contact form (spec: Contact): name, email, contact and message, all required. The browser
 * checks the fields before anything is sent; the server checks them again with the same rules.
 */
export function ContactForm() {
  return (
    <form className="contact-form" method="post" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">Send us a message</h2>
      <p className="form-field">
        <label htmlFor="contact-name">Name</label>
        <input id="contact-name" name="name" type="text" autoComplete="name" required />
      </p>
      <p className="form-field">
        <label htmlFor="contact-email">Email</label>
        <input id="contact-email" name="email" type="email" autoComplete="email" required />
      </p>
      <p className="form-field">
        <label htmlFor="contact-contact">Contact</label>
        <input
          id="contact-contact"
          name="contact"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          required
        />
      </p>
      <p className="form-field">
        <label htmlFor="contact-message">Message</label>
        <textarea id="contact-message" name="message" rows={5} required />
      </p>
      <p>
        <button type="submit" className="button">
          Send Message
        </button>
      </p>
    </form>
  );
}
