// A message as a code and its values, never words (issue 36): the rules' refusals and the payment
// step's answers (domain/said.ts), what the staff pages are told (domain/staff-said/) and the notes
// on a booking (domain/booking-notes.ts) are built with `say` and worded through the catalogs.

export type SaidValue = string | number;

/** A code with its values. */
export const say = <
  Code extends string,
  Params extends Record<string, SaidValue> = Record<never, never>,
>(
  code: Code,
  params?: Params,
) => (params === undefined ? { code } : { code, params }) as { code: Code; params?: Params };

/**
 * Builders for codes that carry no values, each named as its code in `namespace`:
 * `plain("saidDesk", ["source"]).source()` says "saidDesk.source".
 */
export function plain<Namespace extends string, const Name extends string>(
  namespace: Namespace,
  names: readonly Name[],
): { [N in Name]: () => { code: `${Namespace}.${N}`; params?: Record<never, never> } } {
  return Object.fromEntries(
    names.map((name) => [name, () => ({ code: `${namespace}.${name}` })]),
  ) as never;
}
