import { useEffect, useState } from "react";
import { Form, useNavigation } from "react-router";
import { toldOfMessage, type Told } from "../../../domain/said.ts";
import { LoginSchema } from "../../../domain/schemas/staff.ts";
import { wordTold } from "../../../i18n/said.ts";
import { useT } from "../../i18n.tsx";

/**
 * The spec's login: email and password; the button reads Submit, Loading... while signing in and
 * Try Again after a failure. An empty field says 'Please fill all fields' and sends nothing.
 */
export function LoginForm({ error }: { error: Told | undefined }) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction?.startsWith("/admin") === true;
  const [message, setMessage] = useState<Told | undefined>(error);
  useEffect(() => setMessage(error), [error]);
  const failed = message !== undefined;
  return (
    <section className="admin-login" aria-labelledby="login-title">
      <h1 id="login-title">{t("staff.signInHeading")}</h1>
      <Form
        method="post"
        noValidate
        onSubmit={(event) => {
          const form = new FormData(event.currentTarget);
          const checked = LoginSchema.safeParse({
            email: form.get("email"),
            password: form.get("password"),
          });
          if (!checked.success) {
            event.preventDefault();
            setMessage(toldOfMessage(checked.error.issues[0]!.message));
          }
        }}
      >
        <p className="form-field">
          <label htmlFor="login-email">{t("staff.email")}</label>
          <input id="login-email" name="email" type="email" autoComplete="username" />
        </p>
        <p className="form-field">
          <label htmlFor="login-password">{t("staff.password")}</label>
          <input
            id="login-password"
            name="password"
            type="password"
            autoComplete="current-password"
          />
        </p>
        <p role="alert" className="admin-login__error">
          {message === undefined ? null : wordTold(t, message)}
        </p>
        <button type="submit" className="button" disabled={busy}>
          {busy
            ? t("staff.signInLoading")
            : failed
              ? t("staff.signInTryAgain")
              : t("staff.signInSubmit")}
        </button>
      </Form>
    </section>
  );
}
