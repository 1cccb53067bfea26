// What a person typed or chose before the page's scripts ran. Scripts start after the first
// screen (decision 022), seconds later on a slow phone, and people type meanwhile. React hydrates
// a controlled field without touching its value but writes its own state back on the next
// render: the typing would be lost with no word. These read the fields once, right after
// hydration, so the state takes what was typed.
import { useLayoutEffect, type RefObject } from "react";

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * Calls `keep` with each field's value where it differs from what the server rendered, once,
 * before the first paint after hydration. On a page opened in the app the values agree: nothing.
 */
export function useTypedBeforeHydration(
  fields: readonly (readonly [RefObject<Field | null>, string])[],
  keep: (typed: string[]) => void,
): void {
  useLayoutEffect(() => {
    const typed = fields.map(([ref, rendered]) => ref.current?.value ?? rendered);
    if (typed.some((value, i) => value !== fields[i]![1])) keep(typed);
    // Once, on the first commit: later values are the state's own, and `keep` sets state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** The values of a form's named fields that differ from what was rendered (the wizard's step 1). */
export function typedInForm(
  names: readonly string[],
  rendered: Readonly<Record<string, string>>,
  field: (name: string) => Element | null,
): [string, string][] {
  return names.flatMap((name) => {
    const element = field(name);
    if (
      !(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) ||
      element.type === "checkbox"
    ) {
      return [];
    }
    return element.value !== rendered[name] ? [[name, element.value] as [string, string]] : [];
  });
}
