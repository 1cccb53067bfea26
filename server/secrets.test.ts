import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { parseConfig } from "./config.ts";
import { sessionSecretOf, withSessionSecret } from "./secrets.ts";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

it("keeps a configured SESSION_SECRET", () => {
  const config = withSessionSecret(parseConfig({ SESSION_SECRET: "s".repeat(32) }));
  expect(sessionSecretOf(config)).toBe("s".repeat(32));
});

it("otherwise makes one secret in DATA_DIR and keeps it across starts", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "motel-secret-"));
  dirs.push(dir);
  const first = sessionSecretOf(withSessionSecret(parseConfig({ DATA_DIR: dir })));
  const second = sessionSecretOf(withSessionSecret(parseConfig({ DATA_DIR: dir })));
  expect(first).toHaveLength(43);
  expect(second).toBe(first);
  expect(statSync(path.join(dir, "session-secret")).mode & 0o777).toBe(0o600);
});
