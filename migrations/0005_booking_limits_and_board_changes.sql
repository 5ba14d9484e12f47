ALTER TABLE "bookings" ADD COLUMN "prices_ore" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "priced_age_groups" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "moved_from_event_id" integer;--> statement-breakpoint
ALTER TABLE "event_signups" ADD COLUMN "visitor_max_places" integer DEFAULT 6 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_moved_from_event_id_events_id_fk" FOREIGN KEY ("moved_from_event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_recipient_created_idx" ON "outbox" USING btree ("recipient","created_at");