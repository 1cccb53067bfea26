// Recognising PostgreSQL errors through Drizzle's wrapper, the same on PGlite and on a server.

/** The error or one of its causes carries this SQLSTATE (and, when given, this constraint). */
function hasCode(error: unknown, code: string, constraint?: string): boolean {
  for (let e = error; typeof e === "object" && e !== null; e = (e as { cause?: unknown }).cause) {
    const { code: found, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (found === code) return constraint === undefined || name === constraint;
  }
  return false;
}

/** 23505: a unique index refused the row. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  return hasCode(error, "23505", constraint);
}
