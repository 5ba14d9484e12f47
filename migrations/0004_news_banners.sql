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
ALTER TABLE "home_banners" ADD CONSTRAINT "home_banners_post_id_news_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."news_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_banners" ADD CONSTRAINT "home_banners_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_banners" ADD CONSTRAINT "home_banners_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_posts" ADD CONSTRAINT "news_posts_picture_id_images_id_fk" FOREIGN KEY ("picture_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_posts" ADD CONSTRAINT "news_posts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_posts" ADD CONSTRAINT "news_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_posts_publish_at_idx" ON "news_posts" USING btree ("publish_at");