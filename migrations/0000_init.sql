CREATE TABLE "families" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" integer NOT NULL,
	"street_address" text NOT NULL,
	"city" text NOT NULL,
	"postal_code" text NOT NULL,
	"country" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "families_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"year" integer NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	CONSTRAINT "memberships_user_year_unique" UNIQUE("user_id","year"),
	CONSTRAINT "memberships_status_valid" CHECK (status in ('Pending', 'Approved', 'Rejected'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer,
	"given_id" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"personal_number" text,
	"gender" text,
	"phone_number" text,
	"pic" text,
	"role" text DEFAULT 'Member' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"password_hash" text,
	"activated_at" timestamp with time zone,
	"last_login" timestamp with time zone,
	"language" text DEFAULT 'ta' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_given_id_unique" UNIQUE("given_id"),
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_email_lower_case" CHECK ("users"."email" = lower("users"."email")),
	CONSTRAINT "users_role_valid" CHECK (role in ('Member', 'Admin')),
	CONSTRAINT "users_status_valid" CHECK (status in ('pending', 'approved', 'rejected')),
	CONSTRAINT "users_gender_valid" CHECK (gender in ('male', 'female'))
);
--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_family_id_idx" ON "users" USING btree ("family_id");