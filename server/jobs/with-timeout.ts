/** The promise's value, or `fallback` if it has not settled within `ms` (the timer never holds the process open). */
export function withTimeout<T, F>(promise: Promise<T>, ms: number, fallback: F): Promise<T | F> {
  const timeout = new Promise<F>((resolve) => setTimeout(() => resolve(fallback), ms).unref());
  return Promise.race([promise, timeout]);
}
