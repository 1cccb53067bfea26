// The wizard's checks (checks.ts) on demand: one fetch, shared by every caller. After a failed
// fetch (the connection dropped) the next caller asks again: Chromium fetches the file anew; a
// browser that remembers a failed module keeps failing until a reload, which keeps what was typed.
import type * as ChecksModule from "./checks.ts";

export type Checks = typeof ChecksModule;

let loading: Promise<Checks> | undefined;

export function loadChecks(): Promise<Checks> {
  loading ??= import("./checks.ts").catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
