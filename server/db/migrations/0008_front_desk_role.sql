ALTER TABLE "staff_users" DROP CONSTRAINT "staff_users_role_known";--> statement-breakpoint
-- Data (issue 14): the role "staff" is now "front_desk". Existing accounts move over while no
-- check constraint stands, then the new constraint is added over the renamed rows.
UPDATE "staff_users" SET "role" = 'front_desk' WHERE "role" = 'staff';--> statement-breakpoint
ALTER TABLE "staff_users" ADD CONSTRAINT "staff_users_role_known" CHECK ("staff_users"."role" in ('admin', 'front_desk'));
