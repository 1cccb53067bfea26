// The status line over a staff form: what its last action answered, in the page's language. The
// line stands (empty) before any answer, so a screen reader announces the answer when it comes;
// with `alert`, a refusal interrupts (forms whose refusal the user must act on at once).
import type { Told } from "../../../domain/said.ts";
import { wordTold } from "../../../i18n/said.ts";
import { useT } from "../../i18n.tsx";

export type ActionAnswer = { ok: boolean; message: Told };

export function ActionNotice({
  answer,
  alert = false,
}: {
  answer: ActionAnswer | null | undefined;
  alert?: boolean;
}) {
  const t = useT();
  return (
    <p
      role={alert && answer?.ok === false ? "alert" : "status"}
      className={answer?.ok ? "admin-notice" : "admin-error"}
    >
      {answer ? wordTold(t, answer.message) : null}
    </p>
  );
}
