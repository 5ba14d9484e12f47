CREATE TABLE "booking_people" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"age_group" text NOT NULL,
	"arrived_at" timestamp with time zone,
	CONSTRAINT "booking_people_booking_user_unique" UNIQUE("booking_id","user_id"),
	CONSTRAINT "booking_people_age_group_valid" CHECK (age_group in ('adult', 'child', 'under6'))
);
--> statement-breakpoint
CREATE TABLE "booking_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "booking_tokens_purpose_valid" CHECK (purpose in ('confirm', 'cancel'))
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"kind" text NOT NULL,
	"family_id" integer,
	"booked_by" integer,
	"visitor_name" text,
	"visitor_email" text,
	"visitor_phone" text,
	"language" text DEFAULT 'ta' NOT NULL,
	"adults" integer DEFAULT 0 NOT NULL,
	"children" integer DEFAULT 0 NOT NULL,
	"guest_adults" integer DEFAULT 0 NOT NULL,
	"guest_children" integer DEFAULT 0 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"people" integer NOT NULL,
	"amount_ore" integer DEFAULT 0 NOT NULL,
	"queued_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"unnamed_arrived" integer DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_by" integer,
	"reminded_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_status_valid" CHECK (status in ('confirmed', 'waiting', 'pending_email', 'cancelled')),
	CONSTRAINT "bookings_kind_valid" CHECK (kind in ('member', 'visitor')),
	CONSTRAINT "bookings_counts_valid" CHECK ("bookings"."adults" >= 0 and "bookings"."children" >= 0 and "bookings"."guest_adults" >= 0 and "bookings"."guest_children" >= 0 and "bookings"."people" >= 0 and "bookings"."unnamed_arrived" >= 0)
);
--> statement-breakpoint
CREATE TABLE "event_signups" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"places" integer,
	"closes_on" date NOT NULL,
	"open_to_non_members" boolean DEFAULT false NOT NULL,
	"member_adult_ore" integer DEFAULT 0 NOT NULL,
	"member_child_ore" integer DEFAULT 0 NOT NULL,
	"non_member_adult_ore" integer DEFAULT 0 NOT NULL,
	"non_member_child_ore" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_signups_places_positive" CHECK ("event_signups"."places" is null or "event_signups"."places" >= 1)
);
--> statement-breakpoint
CREATE TABLE "home_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"slot" text DEFAULT 'home' NOT NULL,
	"target_kind" text NOT NULL,
	"post_id" integer,
	"event_id" integer,
	"path" text,
	"texts" jsonb NOT NULL,
	"ends_on" date NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "home_banners_slot_unique" UNIQUE("slot"),
	CONSTRAINT "home_banners_target_kind_valid" CHECK (target_kind in ('post', 'event', 'path')),
	CONSTRAINT "home_banners_target_present" CHECK ((target_kind = 'post' and post_id is not null) or (target_kind = 'event' and event_id is not null) or (target_kind = 'path' and path is not null))
);
--> statement-breakpoint
CREATE TABLE "news_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"texts" jsonb NOT NULL,
	"picture_id" integer,
	"publish_at" timestamp with time zone NOT NULL,
	"draft" boolean DEFAULT true NOT NULL,
	"event_id" integer,
	"author_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_posts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "site_pages" (
	"slug" text NOT NULL,
	"language" text NOT NULL,
	"body" text NOT NULL,
	"effective_date" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "site_pages_slug_language_pk" PRIMARY KEY("slug","language")
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "site_settings_single_row" CHECK ("site_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "booking_people" ADD CONSTRAINT "booking_people_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_people" ADD CONSTRAINT "booking_people_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_tokens" ADD CONSTRAINT "booking_tokens_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_booked_by_users_id_fk" FOREIGN KEY ("booked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_signups" ADD CONSTRAINT "event_signups_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_banners" ADD CONSTRAINT "home_banners_post_id_news_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."news_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_banners" ADD CONSTRAINT "home_banners_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_banners" ADD CONSTRAINT "home_banners_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_posts" ADD CONSTRAINT "news_posts_picture_id_images_id_fk" FOREIGN KEY ("picture_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_posts" ADD CONSTRAINT "news_posts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_posts" ADD CONSTRAINT "news_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_pages" ADD CONSTRAINT "site_pages_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_tokens_booking_idx" ON "booking_tokens" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "bookings_event_status_idx" ON "bookings" USING btree ("event_id","status","queued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_event_family_unique" ON "bookings" USING btree ("event_id","family_id") WHERE "bookings"."family_id" is not null;--> statement-breakpoint
CREATE INDEX "news_posts_publish_at_idx" ON "news_posts" USING btree ("publish_at");