// Every refusal of every shared schema is a code (domain/said.ts), zod's own checks included
// (domain/zod.ts): whatever a client sends, no English crosses the seam for a page to show.
import { describe, expect, it } from "vitest";
import { saidOfMessage } from "../said.ts";
import type { z } from "../zod.ts";

const modules = import.meta.glob<Record<string, unknown>>(["./*.ts", "!./*.test.ts"], {
  eager: true,
});

const isSchema = (value: unknown): value is z.ZodType =>
  typeof (value as { safeParse?: unknown } | null)?.safeParse === "function";

const SCHEMAS = Object.entries(modules).flatMap(([path, exported]) =>
  Object.entries(exported)
    .filter(([, value]) => isSchema(value))
    .map(([name, schema]) => [`${path.slice(2)} ${name}`, schema as z.ZodType] as const),
);

// Shapes no form sends: missing, the wrong type, empty, huge, control characters, bad dates,
// and objects whose every field is one of those.
const ODD = [
  undefined,
  null,
  "",
  " ",
  42,
  -1,
  1.5,
  true,
  [],
  "x".repeat(6000),
  "a\u0000b",
  "2026-13-45",
];
const INPUTS: unknown[] = [
  ...ODD,
  {},
  { a: 1 },
  ...ODD.map(
    (value) =>
      new Proxy({}, { get: (_, key) => (key === "then" ? undefined : value), has: () => true }),
  ),
];

describe("the shared schemas' refusals", () => {
  it("finds the schemas", () => {
    expect(SCHEMAS.length).toBeGreaterThan(30);
  });

  it.each(SCHEMAS)("%s refuses in codes only", (_, schema) => {
    const words = INPUTS.flatMap((input) => {
      const parsed = schema.safeParse(input);
      return (parsed.error?.issues ?? [])
        .map((issue) => issue.message)
        .filter((message) => saidOfMessage(message) === null);
    });
    expect([...new Set(words)]).toEqual([]);
  });
});
