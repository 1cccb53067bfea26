// The wizard's checks (checks.ts) on demand: one fetch, shared by every caller; a failed fetch
// (the connection dropped) is tried again by the next caller.
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
