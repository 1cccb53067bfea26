// What a suite opens before its tests and closes after them (a database, a server): used inside
// a describe block (or at a file's top), it answers as the thing itself once the suite started.
import { afterAll, beforeAll } from "vitest";

export function forTheSuite<Thing extends object>(
  open: () => Promise<Thing>,
  close: (thing: Thing) => Promise<unknown>,
): Thing {
  let opened: Thing | undefined;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(async () => {
    if (opened) await close(opened);
  });
  return new Proxy({} as Thing, {
    get(_, key) {
      if (!opened) throw new Error("what the suite opens is there from its first test on");
      const value: unknown = Reflect.get(opened, key);
      return typeof value === "function" ? value.bind(opened) : value;
    },
  });
}
