// A message under a staff form's field, in the page's language, tied to the field for screen
// readers (its id is the field's aria-describedby).
import type { Told } from "../../../domain/said.ts";
import { wordTold } from "../../../i18n/said.ts";
import { useT } from "../../i18n.tsx";

export function FieldError({ id, message }: { id: string; message: Told | undefined }) {
  const t = useT();
  if (!message) return null;
  return (
    <p className="field-error" id={id}>
      {wordTold(t, message)}
    </p>
  );
}
