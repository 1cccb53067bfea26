CREATE TABLE "prices" (
	"room_type" text NOT NULL,
	"guests" text NOT NULL,
	"boarding" text NOT NULL,
	"amount_kes" integer NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prices_room_type_guests_boarding_pk" PRIMARY KEY("room_type","guests","boarding"),
	CONSTRAINT "prices_guests_key" CHECK ("prices"."guests" in ('single_guest', 'two_guests', 'three_guests', 'four_guests')),
	CONSTRAINT "prices_boarding_key" CHECK ("prices"."boarding" in ('bed_breakfast', 'half_board', 'full_board')),
	CONSTRAINT "prices_amount_positive" CHECK ("prices"."amount_kes" > 0)
);
--> statement-breakpoint
CREATE TABLE "room_types" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"min_guests" integer NOT NULL,
	"max_guests" integer NOT NULL,
	"inventory" integer NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "room_types_guests_range" CHECK ("room_types"."min_guests" >= 1 and "room_types"."max_guests" between "room_types"."min_guests" and 4),
	CONSTRAINT "room_types_inventory_non_negative" CHECK ("room_types"."inventory" >= 0)
);
--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_room_type_room_types_key_fk" FOREIGN KEY ("room_type") REFERENCES "public"."room_types"("key") ON DELETE cascade ON UPDATE no action;