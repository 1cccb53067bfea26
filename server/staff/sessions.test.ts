// Sessions and accounts on both databases: idle and absolute expiry, disabled accounts, the last
// admin, password changes ending other sessions.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountSaid } from "../../domain/staff-said/accounts.ts";
import type { StaffRole, StaffUser } from "../../domain/staff.ts";
import { openTestDatabase, testDatabaseKinds } from "../../test/support/databases.ts";
import { english } from "../../test/support/english.ts";
import type { Database } from "../db/client.ts";
import {
  changeOwnPassword,
  createStaffAccount,
  setStaffPassword,
  updateStaffAccount,
} from "./accounts.ts";
import { signIn } from "./login.ts";
import { setPasswordHashCost } from "./passwords.ts";
import {
  createSession,
  deleteExpiredSessions,
  SESSION_IDLE_MS,
  SESSION_MAX_MS,
  userOfSession,
} from "./sessions.ts";

const HOUR = 60 * 60 * 1000;
// After the accounts below are made: a session from before a password change is void.
const t0 = new Date(Date.now() + 60 * 60 * 1000);
const later = (ms: number) => new Date(t0.getTime() + ms);

describe.each(testDatabaseKinds())("staff sessions and accounts (%s)", (kind) => {
  let database: Database;
  let owner: StaffUser;
  let desk: StaffUser;

  beforeAll(async () => {
    setPasswordHashCost(14);
    database = await openTestDatabase(kind);
    const make = async (email: string, role: StaffRole) => {
      const made = await createStaffAccount(database.db, {
        email,
        name: email.split("@")[0],
        password: "a long enough passphrase",
        role,
      });
      if (!made.ok) throw new Error(english(made.message));
      return { id: made.id, email, name: email.split("@")[0]!, role };
    };
    owner = await make("owner@motel.test", "admin");
    desk = await make("desk@motel.test", "front_desk");
  });
  afterAll(async () => {
    setPasswordHashCost(17);
    await database?.close();
  });

  it("refuses a second account with the same email in another letter case", async () => {
    const again = await createStaffAccount(database.db, {
      email: "OWNER@motel.test",
      name: "Someone",
      password: "a long enough passphrase",
      role: "front_desk",
    });
    expect(again).toEqual({ ok: false, message: accountSaid.emailTaken() });
  });

  it("keeps a session alive while used, and ends it after the idle limit", async () => {
    const { token } = await createSession(database.db, desk.id, t0);
    expect(await userOfSession(database.db, token, later(SESSION_IDLE_MS - 1000))).toMatchObject({
      id: desk.id,
      role: "front_desk",
    });
    // That use pushed the idle limit forward.
    expect(
      await userOfSession(database.db, token, later(2 * SESSION_IDLE_MS - 2000)),
    ).toBeDefined();
    const idle = await createSession(database.db, desk.id, t0);
    expect(
      await userOfSession(database.db, idle.token, later(SESSION_IDLE_MS + 1)),
    ).toBeUndefined();
  });

  it("ends a session at the absolute limit however busy it is", async () => {
    const { token } = await createSession(database.db, desk.id, t0);
    for (let at = 0; at < SESSION_MAX_MS; at += SESSION_IDLE_MS / 2) {
      expect(await userOfSession(database.db, token, later(at))).toBeDefined();
    }
    expect(await userOfSession(database.db, token, later(SESSION_MAX_MS))).toBeUndefined();
    await deleteExpiredSessions(database.db, later(SESSION_MAX_MS + HOUR));
    expect(await userOfSession(database.db, token, later(HOUR))).toBeUndefined();
  });

  it("a disabled account cannot sign in and its sessions end at once", async () => {
    const { token } = await createSession(database.db, desk.id);
    const disabled = await updateStaffAccount(database.db, desk.id, { disabled: true }, owner);
    expect(disabled.ok).toBe(true);
    expect(await userOfSession(database.db, token)).toBeUndefined();
    const attempt = await signIn(
      database.db,
      { email: desk.email, password: "a long enough passphrase" },
      {
        clientKey: "test-client",
        secret: "s".repeat(40),
        limits: { perAccount: 10, perAddress: 30 },
      },
    );
    expect(attempt).toMatchObject({ ok: false, status: 401, message: accountSaid.incorrect() });
    await updateStaffAccount(database.db, desk.id, { disabled: false }, owner);
  });

  it("counts only failed sign-ins toward the limits: a shared desk account signs in all day", async () => {
    const tries = (password: string, clientKey: string) =>
      signIn(
        database.db,
        { email: desk.email, password },
        { clientKey, secret: "s".repeat(40), limits: { perAccount: 3, perAddress: 5 } },
      );
    for (let i = 0; i < 8; i++)
      expect((await tries("a long enough passphrase", "shift-desk")).ok, `sign-in ${i + 1}`).toBe(
        true,
      );
    // Failures still count: three wrong, then even the right password waits out the window.
    for (let i = 0; i < 3; i++)
      expect(await tries("a wrong passphrase!!", "guesser")).toMatchObject({ status: 401 });
    expect(await tries("a wrong passphrase!!", "guesser")).toMatchObject({ status: 429 });
    expect(await tries("a long enough passphrase", "guesser")).toMatchObject({ status: 429 });
  });

  it("never leaves the motel without an admin who can sign in", async () => {
    expect(await updateStaffAccount(database.db, owner.id, { disabled: true }, owner)).toEqual({
      ok: false,
      message: accountSaid.lastAdmin(),
    });
    expect(await updateStaffAccount(database.db, owner.id, { role: "front_desk" }, owner)).toEqual({
      ok: false,
      message: accountSaid.lastAdmin(),
    });
    // With a second admin, the first may step down.
    expect((await updateStaffAccount(database.db, desk.id, { role: "admin" }, owner)).ok).toBe(
      true,
    );
    expect(
      (await updateStaffAccount(database.db, owner.id, { role: "front_desk" }, owner)).ok,
    ).toBe(true);
    await updateStaffAccount(database.db, owner.id, { role: "admin" }, desk);
    await updateStaffAccount(database.db, desk.id, { role: "front_desk" }, owner);
  });

  it("changing one's password needs the current one and ends the other sessions only", async () => {
    const here = await createSession(database.db, owner.id);
    const elsewhere = await createSession(database.db, owner.id);
    const wrong = await changeOwnPassword(
      database.db,
      owner,
      { currentPassword: "not it at all", newPassword: "a brand new passphrase" },
      here.token,
    );
    expect(wrong).toEqual({ ok: false, message: accountSaid.wrongCurrentPassword() });
    const changed = await changeOwnPassword(
      database.db,
      owner,
      { currentPassword: "a long enough passphrase", newPassword: "a brand new passphrase" },
      here.token,
    );
    expect(changed.ok).toBe(true);
    expect(await userOfSession(database.db, here.token)).toBeDefined();
    expect(await userOfSession(database.db, elsewhere.token)).toBeUndefined();
  });

  it("a session made before the password changed is void, even one that raced the change", async () => {
    const before = new Date();
    const raced = await createSession(database.db, desk.id, before);
    expect(await userOfSession(database.db, raced.token, before)).toBeDefined();
    const resetAt = new Date(before.getTime() + 1000);
    const reset = await setStaffPassword(
      database.db,
      desk.id,
      "a reset passphrase here",
      owner,
      resetAt,
    );
    expect(reset.ok).toBe(true);
    // Made with a sign-in that began before the reset and finished after it.
    const late = await createSession(database.db, desk.id, before);
    expect(await userOfSession(database.db, late.token, resetAt)).toBeUndefined();
    const after = new Date(resetAt.getTime() + 1000);
    const fresh = await createSession(database.db, desk.id, after);
    expect(await userOfSession(database.db, fresh.token, after)).toBeDefined();
  });

  it("refuses a password of spaces, which could never be typed at sign-in", async () => {
    expect(await setStaffPassword(database.db, desk.id, " ".repeat(20), owner)).toEqual({
      ok: false,
      message: accountSaid.shortPassword(12),
    });
  });
});
