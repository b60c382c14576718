-- Saved searches with e-mail alerts (issue #25 parts 2 and 3): a user's map search or funding-guide filter
-- under a name (the page's query as its URL codec writes it, the map section when the search is bound to
-- it, the language), how often it alerts, and what its alerts have already told the user.
CREATE TABLE "suchauftrag" (
	"id" serial PRIMARY KEY NOT NULL,
	"user" integer NOT NULL,
	"name" text NOT NULL,
	"art" text NOT NULL,
	"query" text NOT NULL,
	"bbox" text,
	"lang" text NOT NULL,
	"frequenz" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"gemeldet_am" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "suchauftrag_gemeldet" (
	"suchauftrag" integer NOT NULL,
	"schluessel" text NOT NULL,
	"fingerabdruck" text NOT NULL,
	CONSTRAINT "suchauftrag_gemeldet_suchauftrag_schluessel_pk" PRIMARY KEY("suchauftrag","schluessel")
);
--> statement-breakpoint
ALTER TABLE "suchauftrag" ADD CONSTRAINT "suchauftrag_user_users_id_fk" FOREIGN KEY ("user") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suchauftrag_gemeldet" ADD CONSTRAINT "suchauftrag_gemeldet_suchauftrag_suchauftrag_id_fk" FOREIGN KEY ("suchauftrag") REFERENCES "public"."suchauftrag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "suchauftrag_user_idx" ON "suchauftrag" USING btree ("user");--> statement-breakpoint
CREATE INDEX "suchauftrag_frequenz_idx" ON "suchauftrag" USING btree ("frequenz");
