// English text of the privacy and personal data policy (/privacy), under Kenya's Data Protection
// Act, 2019. The sections and their anchors are content/privacy.ts's; the retention periods come
// in as {months} and {hours} from RETENTION there, which the server enforces.
export default {
  title: "Privacy and personal data policy",
  description:
    "What personal data {name}'s website collects, why, how long it is kept and how to be removed.",
  intro:
    '{name} ("we") respects your privacy. This page says what personal data the website collects, why, how long we keep it, who sees it and how you can have it removed, as the Data Protection Act, 2019 of Kenya requires.',
  updated: "Last updated {date}.",
  controllerHeading: "Who we are",
  controller1:
    "The data controller is {name}, {address}. Write to {email} or call {phone} about anything on this page.",
  collectedHeading: "What we collect and why",
  collected1:
    "Special offer list: your email address, the date and time you gave it and the consent text you saw. We use it only to send you our special offers, because you asked us to (your consent).",
  collected2:
    "Contact form: your name, email, phone number and message. We use them only to answer you (your request, and our legitimate interest in answering guests).",
  collected3:
    "Bookings: the details you enter to book (name, email, phone, ID number, dates and rooms) and the payment result, to provide the stay you booked and to keep the guest records the law requires (contract and legal obligation).",
  collected4:
    "Visits: the pages you open and the links you click (for example, which room you looked at), with no cookies and no name, email or phone number. To count visitors we store a code made from your connection's address and your browser's name, scrambled with a random key that the server keeps only in its memory for one day and never stores; we do not store the address or browser name. During that day the server could tell whether a given address made a visit; once the day is over the key is gone, and the code can no longer be linked to your address or device, even by us. We use this to improve the website (legitimate interest).",
  collected5:
    "Texts: if you choose SMS or WhatsApp when you book, we send your confirmation, payments, a reminder on the morning you arrive and any cancellation or refund to your phone number, and keep each text and whether it was delivered with your booking. We never send promotions by text. Reply STOP and we keep only your number, so that we never text it again.",
  collected6:
    "To stop abuse, the server counts requests per connection for a short time, using a scrambled (keyed hash) form of your connection's address (for IPv6, of its network part), never the address itself.",
  retentionHeading: "How long we keep it",
  retention1: "Special offer list: until you unsubscribe; then your address is deleted at once.",
  retention2: "Contact messages: {months} months, then they are deleted automatically.",
  retention3:
    "Bookings and payments: as long as Kenyan tourism and tax law requires guest and tax records to be kept (about five years).",
  retention4:
    "Request counters: at most {hours} hours. Visit statistics are kept; after the day they were recorded they can no longer be linked to you.",
  sharingHeading: "Who sees it",
  sharing1:
    "Our staff, to answer you and look after your stay; our email provider, to deliver our emails; Africa's Talking (SMS) and Meta (WhatsApp), to deliver the texts you chose; and, for bookings, the payment provider you choose (M-Pesa or card). We never sell your data. If the optional Google Analytics tag is switched on, it receives the same page and click events as our own statistics, together with your connection's address as every website request does; it is set up to store no cookies or other data in your browser and not to use the events for advertising.",
  rightsHeading: "Your rights and how to be removed",
  rights1:
    "Every offer email has an unsubscribe link: open it and press Unsubscribe, and your address is removed from the list at once, free of charge. Mail apps that offer their own unsubscribe button use the same link. You can also write to us and we will remove it.",
  rights2:
    "Under the Data Protection Act, 2019 you may ask to see the data we hold about you, to correct it, to object to its use (including for direct marketing) and to have it deleted. We answer requests to see your data within 7 days and delete data within 14 days.",
  rights3:
    "If you are not satisfied, you may complain to the Office of the Data Protection Commissioner (ODPC), Kenya.",
  termsHeading: "Terms of the special offer list",
  terms1:
    "Joining the list is free and optional; it does not commit you to any booking. Offers are subject to availability and to the conditions written in each offer. You may leave the list at any time.",
};
