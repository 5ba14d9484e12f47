CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_ta" text NOT NULL,
	"name_en" text NOT NULL,
	"name_sv" text NOT NULL,
	"description_ta" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_sv" text DEFAULT '' NOT NULL,
	"place" text NOT NULL,
	"audience" text NOT NULL,
	"min_age" integer,
	"max_age" integer,
	"weekday" integer NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activities_audience_valid" CHECK (audience in ('kids', 'adults', 'everyone')),
	CONSTRAINT "activities_weekday_valid" CHECK ("activities"."weekday" between 1 and 7),
	CONSTRAINT "activities_dates_in_order" CHECK ("activities"."starts_on" <= "activities"."ends_on"),
	CONSTRAINT "activities_times_in_order" CHECK ("activities"."start_time" < "activities"."end_time")
);
--> statement-breakpoint
CREATE TABLE "activity_attendance" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"user_id" integer,
	"guest_key" text,
	"guest_name" text,
	"guest_birth_year" integer,
	"guest_gender" text,
	"present" boolean NOT NULL,
	"ticked_by" integer,
	"ticked_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "activity_attendance_session_user_unique" UNIQUE("session_id","user_id"),
	CONSTRAINT "activity_attendance_session_guest_unique" UNIQUE("session_id","guest_key"),
	CONSTRAINT "activity_attendance_member_or_guest" CHECK (("activity_attendance"."user_id" is not null and "activity_attendance"."guest_key" is null) or ("activity_attendance"."user_id" is null and "activity_attendance"."guest_key" is not null and "activity_attendance"."guest_name" is not null)),
	CONSTRAINT "activity_attendance_guest_gender_valid" CHECK (guest_gender in ('male', 'female'))
);
--> statement-breakpoint
CREATE TABLE "activity_days_off" (
	"activity_id" integer NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "activity_days_off_activity_id_day_pk" PRIMARY KEY("activity_id","day")
);
--> statement-breakpoint
CREATE TABLE "activity_enrolments" (
	"activity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"enrolled_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_enrolments_activity_id_user_id_pk" PRIMARY KEY("activity_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "activity_leaders" (
	"activity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "activity_leaders_activity_id_user_id_pk" PRIMARY KEY("activity_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "activity_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"day" date NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"leader_id" integer,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_sessions_activity_day_unique" UNIQUE("activity_id","day")
);
--> statement-breakpoint
CREATE TABLE "register_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"year" integer NOT NULL,
	"family_count" integer NOT NULL,
	"person_count" integer NOT NULL,
	"imported_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "families" ADD COLUMN "import_id" integer;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_attendance" ADD CONSTRAINT "activity_attendance_session_id_activity_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."activity_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_attendance" ADD CONSTRAINT "activity_attendance_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_attendance" ADD CONSTRAINT "activity_attendance_ticked_by_users_id_fk" FOREIGN KEY ("ticked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_days_off" ADD CONSTRAINT "activity_days_off_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_enrolments" ADD CONSTRAINT "activity_enrolments_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_enrolments" ADD CONSTRAINT "activity_enrolments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_enrolments" ADD CONSTRAINT "activity_enrolments_enrolled_by_users_id_fk" FOREIGN KEY ("enrolled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_leaders" ADD CONSTRAINT "activity_leaders_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_leaders" ADD CONSTRAINT "activity_leaders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_sessions" ADD CONSTRAINT "activity_sessions_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_sessions" ADD CONSTRAINT "activity_sessions_leader_id_users_id_fk" FOREIGN KEY ("leader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_imports" ADD CONSTRAINT "register_imports_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_enrolments_user_idx" ON "activity_enrolments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "activity_leaders_user_idx" ON "activity_leaders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "activity_sessions_day_idx" ON "activity_sessions" USING btree ("day");--> statement-breakpoint
ALTER TABLE "families" ADD CONSTRAINT "families_import_id_register_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."register_imports"("id") ON DELETE set null ON UPDATE no action;