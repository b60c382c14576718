-- OpenImmo import for brokers (issue #26 part B): the broker's key of each imported listing, and a report per feed.
CREATE TABLE "openimmo_objekt" (
	"makler" integer NOT NULL,
	"schluessel" text NOT NULL,
	"objekt" uuid NOT NULL,
	"fingerprint" text NOT NULL,
	"anhaenge" text NOT NULL,
	"geaendertam" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "openimmo_objekt_makler_schluessel_pk" PRIMARY KEY("makler","schluessel"),
	CONSTRAINT "openimmo_objekt_objekt_unique" UNIQUE("objekt")
);--> statement-breakpoint
CREATE TABLE "import_lauf" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"makler" integer NOT NULL,
	"von" integer,
	"dateiname" text NOT NULL,
	"bytes" integer NOT NULL,
	"umfang" text NOT NULL,
	"erstelltam" timestamp with time zone DEFAULT now() NOT NULL,
	"bericht" jsonb NOT NULL
);--> statement-breakpoint
ALTER TABLE "openimmo_objekt" ADD CONSTRAINT "openimmo_objekt_makler_users_id_fk" FOREIGN KEY ("makler") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "openimmo_objekt" ADD CONSTRAINT "openimmo_objekt_objekt_objekt_id_fk" FOREIGN KEY ("objekt") REFERENCES "public"."objekt"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_lauf" ADD CONSTRAINT "import_lauf_makler_users_id_fk" FOREIGN KEY ("makler") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_lauf" ADD CONSTRAINT "import_lauf_von_users_id_fk" FOREIGN KEY ("von") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_lauf_makler_idx" ON "import_lauf" USING btree ("makler","erstelltam");
