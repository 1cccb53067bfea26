// The status line over a staff form: what its last action answered, in the page's language. The
// line stands (empty) before any answer, so a screen reader announces the answer when it comes.
import type { Told } from "../../../domain/said.ts";
import { wordTold } from "../../../i18n/said.ts";
import { useT } from "../../i18n.tsx";

export type ActionAnswer = { ok: boolean; message: Told };

export function ActionNotice({ answer }: { answer: ActionAnswer | null | undefined }) {
  const t = useT();
  return (
    <p role="status" className={answer?.ok ? "admin-notice" : "admin-error"}>
      {answer ? wordTold(t, answer.message) : null}
    </p>
  );
}
