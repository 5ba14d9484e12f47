ALTER TABLE "events" ADD COLUMN "start_time" time;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "end_time" time;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "place" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "description_tamil" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "register_imports" ADD COLUMN "header_signature" text;--> statement-breakpoint
ALTER TABLE "register_imports" ADD COLUMN "column_mapping" jsonb;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_end_time_needs_start" CHECK ("events"."end_time" is null or "events"."start_time" is not null);