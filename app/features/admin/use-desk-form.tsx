// What the desk's booking forms (New booking, Sell a room now) share: the values typed (the
// server's answer, then what was chosen since), each field's message (the browser's check of the
// server's own schema first, then the server's), the first field to correct taking the focus, and
// the status line over the form. Each form works without JavaScript: the server answers the same.
import { useEffect, useState, type FormEvent } from "react";
import type { z } from "../../../domain/zod.ts";
import { nestedFields } from "../../../domain/schemas/desk.ts";
import type { Told } from "../../../domain/said.ts";
import { wordTold } from "../../../i18n/said.ts";
import { useT } from "../../i18n.tsx";
import { fieldErrors } from "../../../domain/zod.ts";

/** A desk form's answer from the server: its message, each field's and the values sent. */
type DeskAnswer = {
  message: Told | null;
  errors: Record<string, Told>;
  values: Record<string, string>;
};

export function useDeskForm(answer: DeskAnswer | undefined, schema: () => z.ZodType) {
  const t = useT();
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const [hydrated, setHydrated] = useState(false);
  const [choices, setChoices] = useState<Record<string, string>>({});
  useEffect(() => setHydrated(true), []);
  // After refused input, the first field to correct takes the focus (one thumb, a long form).
  useEffect(() => {
    if (clientErrors || answer?.errors) {
      document.querySelector<HTMLElement>('.desk-form [aria-invalid="true"]')?.focus();
    }
  }, [clientErrors, answer]);
  useEffect(() => {
    if (answer) setClientErrors(null);
  }, [answer]);
  const values = { ...answer?.values, ...choices };
  // The server's messages at their fields, in words.
  const answered = answer
    ? Object.fromEntries(
        Object.entries(answer.errors).map(([field, told]) => [field, wordTold(t, told)]),
      )
    : {};
  const errors = clientErrors ?? answered;

  /** Checks the form with the server's schema before it is sent; a refused form stays here. */
  function check(event: FormEvent<HTMLFormElement>) {
    // A button that only changes the form (add a room) is the server's to answer.
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.name === "intent") return;
    const entries = [...new FormData(event.currentTarget).entries()].map(
      ([name, v]) => [name, String(v)] as [string, string],
    );
    const parsed = schema().safeParse(nestedFields(entries));
    if (parsed.success) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(fieldErrors(parsed.error, (message) => wordTold(t, message)));
  }

  /** The status line: the server's message for its refusal, or "correct the fields" for ours. */
  const status =
    Object.keys(errors).length === 0
      ? null
      : answer?.message && !clientErrors
        ? wordTold(t, answer.message)
        : t("staffDesk.correctFields");

  return {
    hydrated,
    errors,
    status,
    check,
    value: (name: string, fallback = "") => values[name] ?? fallback,
    remember: (name: string) => (event: { target: { value: string } }) =>
      setChoices((current) => ({ ...current, [name]: event.target.value })),
  };
}

/** What a desk form's parts read from useDeskForm. */
export type DeskFormState = ReturnType<typeof useDeskForm>;
