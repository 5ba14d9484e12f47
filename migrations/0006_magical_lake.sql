CREATE TABLE "linked_sign_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"provider_email" text,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "linked_sign_ins" ADD CONSTRAINT "linked_sign_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "linked_sign_ins_provider_subject_idx" ON "linked_sign_ins" USING btree ("provider","subject");--> statement-breakpoint
CREATE INDEX "linked_sign_ins_user_idx" ON "linked_sign_ins" USING btree ("user_id");