import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../db/client.ts";
import { serializeError } from "./logger.ts";

describe("serializeError", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ kind: "pglite" });
  });
  afterAll(async () => {
    await database.close();
  });

  it("keeps a data exception's code and the statement's shape, not the value it quotes", async () => {
    const error = await database.db.execute(sql`select ${"guest-id-29871234"}::uuid`).then(
      () => undefined,
      (e: unknown) => e,
    );
    const logged = JSON.stringify(serializeError(error));
    expect(logged).not.toContain("29871234");
    expect(logged).toContain("22P02");
    expect(logged).toContain("select $1::uuid");
  });

  it("leaves ordinary errors as they are, with their causes", () => {
    const error = new Error("outer", { cause: new Error("inner") });
    expect(serializeError(error)).toMatchObject({
      type: "Error",
      message: "outer",
      cause: { type: "Error", message: "inner" },
    });
  });
});
