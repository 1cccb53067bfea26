// A message of domain/messages.ts as an ICU message: its builder called with "{name}" for each
// argument, so the English catalog takes the spec's words from one place.
export function icu<Args extends unknown[]>(
  build: (...args: Args) => string,
  ...names: string[]
): string {
  return build(...(names.map((name) => `{${name}}`) as Args));
}

/** The same for a builder taking one object of named arguments (`{ motel, reference }`). */
export function icuOf<Names extends string>(
  build: (args: Record<Names, string>) => string,
  ...names: Names[]
): string {
  return build(
    Object.fromEntries(names.map((name) => [name, `{${name}}`])) as Record<Names, string>,
  );
}
