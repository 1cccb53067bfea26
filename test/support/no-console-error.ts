// Vitest setup: a test that makes the code under test log console.error fails (an unnoticed
// error is a bug, even when the assertions pass).
import { afterEach, beforeEach, expect, vi, type MockInstance } from "vitest";

let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  consoleError = vi.spyOn(console, "error");
});

afterEach(() => {
  const calls = consoleError.mock.calls.map((args) => args.map(String).join(" "));
  consoleError.mockRestore();
  expect(calls, "console.error was called").toEqual([]);
});
