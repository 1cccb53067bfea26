// A message of domain/messages.ts as an ICU message: its builder called with "{name}" for each
// argument, so the English catalog takes the spec's words from one place.
export function icu<Args extends unknown[]>(
  build: (...args: Args) => string,
  ...names: string[]
): string {
  return build(...(names.map((name) => `{${name}}`) as Args));
}
