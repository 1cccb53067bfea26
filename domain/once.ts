// A value made on first use and kept. Intl formatters cost milliseconds each to build (a time
// zone's rules, a locale's data), ten times that on a cheap phone: built when a module loads, they
// block the page's first scripts whether or not the page formats anything (issue 32).
export function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
