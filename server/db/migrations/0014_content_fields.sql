CREATE TABLE "content_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"field" text NOT NULL,
	"staff_id" bigint,
	"staff_name" text NOT NULL,
	"old_value" jsonb NOT NULL,
	"new_value" jsonb NOT NULL,
	"undo_of" bigint,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_fields" (
	"field" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_users" DROP CONSTRAINT "staff_users_role_known";--> statement-breakpoint
ALTER TABLE "content_changes" ADD CONSTRAINT "content_changes_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_changes_field_at" ON "content_changes" USING btree ("field","id");--> statement-breakpoint
ALTER TABLE "staff_users" ADD CONSTRAINT "staff_users_role_known" CHECK ("staff_users"."role" in ('admin', 'front_desk', 'content'));