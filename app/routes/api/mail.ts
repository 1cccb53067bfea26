// POST /api/mail: the spec's "POST main/mail" with JSON name, email, contact, message. Success is
// the plain text 'Email sent successfully'; a refusal is a 4xx with JSON { error, fieldErrors }, in
// the language the page's script names in Accept-Language (decision 020).
import type { Route } from "./+types/mail";
import { CONTACT_API_SUCCESS } from "../../../domain/contact.ts";
import { apiLang } from "../../i18n.server.ts";
import { submitContact } from "../public/contact.server.ts";
import { answeringJson } from "./api.server.ts";
import { postOnly } from "./post-only.ts";

export function loader() {
  return postOnly();
}

export async function action({ request, context }: Route.ActionArgs) {
  return answeringJson(request, context, () => contactAnswer(request, context));
}

async function contactAnswer(request: Request, context: Route.ActionArgs["context"]) {
  const result = await submitContact(request, context, "json", apiLang(request));
  if (result.ok) {
    return new Response(CONTACT_API_SUCCESS, {
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const { status, error, fieldErrors } = result;
  return Response.json({ error, fieldErrors }, { status });
}
