// A seeded test database with one admin account, for service-level tests of staff writes.
import type { StaffUser } from "../../domain/staff.ts";
import { staffUsers } from "../../server/db/schema/staff.ts";
import { seedDatabase } from "../../server/db/seed.ts";
import { openTestDatabase, type TestDatabaseKind } from "./databases.ts";

export async function givenSeededWithAdmin(kind: TestDatabaseKind) {
  const database = await openTestDatabase(kind);
  await seedDatabase(database.db);
  const account = { email: "owner@motel.test", name: "Grace", role: "admin" } as const;
  const [row] = await database.db
    .insert(staffUsers)
    .values({ ...account, passwordHash: "x" })
    .returning({ id: staffUsers.id });
  const staff: StaffUser = { id: row!.id, ...account };
  return { database, staff };
}
