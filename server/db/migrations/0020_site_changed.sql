-- Every change to a table a public page reads is announced on "site_changed" when its transaction
-- commits: each app process drops its cached pages (server/pages/page-cache-http.ts, decision 021).
-- A trigger, not a call in each write path: a price fixed by hand in psql, a restore or a future
-- staff form drops the pages too.
CREATE OR REPLACE FUNCTION notify_site_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('site_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER content_fields_site_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "content_fields" FOR EACH STATEMENT EXECUTE FUNCTION notify_site_changed();
--> statement-breakpoint
CREATE TRIGGER media_slots_site_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "media_slots" FOR EACH STATEMENT EXECUTE FUNCTION notify_site_changed();
--> statement-breakpoint
CREATE TRIGGER media_files_site_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "media_files" FOR EACH STATEMENT EXECUTE FUNCTION notify_site_changed();
--> statement-breakpoint
CREATE TRIGGER media_gallery_categories_site_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "media_gallery_categories" FOR EACH STATEMENT EXECUTE FUNCTION notify_site_changed();
--> statement-breakpoint
CREATE TRIGGER media_blobs_site_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "media_blobs" FOR EACH STATEMENT EXECUTE FUNCTION notify_site_changed();
--> statement-breakpoint
CREATE TRIGGER media_photos_site_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "media_photos" FOR EACH STATEMENT EXECUTE FUNCTION notify_site_changed();
--> statement-breakpoint
CREATE TRIGGER media_gallery_site_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "media_gallery" FOR EACH STATEMENT EXECUTE FUNCTION notify_site_changed();
--> statement-breakpoint
CREATE TRIGGER prices_site_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "prices" FOR EACH STATEMENT EXECUTE FUNCTION notify_site_changed();
--> statement-breakpoint
CREATE TRIGGER rate_periods_site_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "rate_periods" FOR EACH STATEMENT EXECUTE FUNCTION notify_site_changed();
--> statement-breakpoint
CREATE TRIGGER weekday_rules_site_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "weekday_rules" FOR EACH STATEMENT EXECUTE FUNCTION notify_site_changed();
--> statement-breakpoint
CREATE TRIGGER holiday_edits_site_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "holiday_edits" FOR EACH STATEMENT EXECUTE FUNCTION notify_site_changed();
--> statement-breakpoint
CREATE TRIGGER stay_rules_site_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "stay_rules" FOR EACH STATEMENT EXECUTE FUNCTION notify_site_changed();
--> statement-breakpoint
CREATE TRIGGER rate_settings_site_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "rate_settings" FOR EACH STATEMENT EXECUTE FUNCTION notify_site_changed();
--> statement-breakpoint
CREATE TRIGGER tax_lines_site_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tax_lines" FOR EACH STATEMENT EXECUTE FUNCTION notify_site_changed();
--> statement-breakpoint
CREATE TRIGGER promotions_site_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "promotions" FOR EACH STATEMENT EXECUTE FUNCTION notify_site_changed();
--> statement-breakpoint
CREATE TRIGGER room_types_site_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "room_types" FOR EACH STATEMENT EXECUTE FUNCTION notify_site_changed();
--> statement-breakpoint
CREATE TRIGGER rooms_site_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "rooms" FOR EACH STATEMENT EXECUTE FUNCTION notify_site_changed();
--> statement-breakpoint
CREATE TRIGGER room_closures_site_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "room_closures" FOR EACH STATEMENT EXECUTE FUNCTION notify_site_changed();
--> statement-breakpoint
CREATE TRIGGER bookings_site_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "bookings" FOR EACH STATEMENT EXECUTE FUNCTION notify_site_changed();
--> statement-breakpoint
CREATE TRIGGER booking_rooms_site_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "booking_rooms" FOR EACH STATEMENT EXECUTE FUNCTION notify_site_changed();
