-- Why an uploaded photo failed is stored as a key (domain/media.ts PHOTO_FAILURES), worded when
-- shown. The English reasons the site wrote before become their keys; any other text is left as
-- it is (the page shows a reason that is no key as it is).
UPDATE "media_photos" SET "error" = 'undecodable' WHERE "error" = 'the file is damaged or not really an image';--> statement-breakpoint
UPDATE "media_photos" SET "error" = 'tooManyPixels' WHERE "error" = 'the image has too many pixels (at most 100 megapixels)';--> statement-breakpoint
UPDATE "media_photos" SET "error" = 'originalMissing' WHERE "error" = 'the uploaded file is missing';
