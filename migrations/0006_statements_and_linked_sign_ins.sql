CREATE TABLE "linked_sign_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"provider_email" text,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "financial_year_closures" (
	"year" integer PRIMARY KEY NOT NULL,
	"closed_by" integer,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statement_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"format" text NOT NULL,
	"file_name" text NOT NULL,
	"line_count" integer NOT NULL,
	"added_count" integer NOT NULL,
	"imported_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statement_imports_format_valid" CHECK (format in ('bank-csv', 'swish-csv', 'camt053'))
);
--> statement-breakpoint
CREATE TABLE "statement_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"import_id" integer NOT NULL,
	"line_key" text NOT NULL,
	"booked_on" date NOT NULL,
	"amount_ore" integer NOT NULL,
	"text" text NOT NULL,
	"payer" text DEFAULT '' NOT NULL,
	"financial_year" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"category" text,
	"family_id" integer,
	"event_id" integer,
	"approved_membership_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"paid_booking_id" integer,
	"confirmed_by" integer,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statement_lines_line_key_unique" UNIQUE("line_key"),
	CONSTRAINT "statement_lines_status_valid" CHECK (status in ('open', 'confirmed'))
);
--> statement-breakpoint
CREATE TABLE "statement_mappings" (
	"header_signature" text PRIMARY KEY NOT NULL,
	"mapping" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "linked_sign_ins" ADD CONSTRAINT "linked_sign_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_year_closures" ADD CONSTRAINT "financial_year_closures_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_imports" ADD CONSTRAINT "statement_imports_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_import_id_statement_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."statement_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "linked_sign_ins_provider_subject_idx" ON "linked_sign_ins" USING btree ("provider","subject");--> statement-breakpoint
CREATE INDEX "linked_sign_ins_user_idx" ON "linked_sign_ins" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "statement_lines_year_idx" ON "statement_lines" USING btree ("financial_year","status");