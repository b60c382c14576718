CREATE TABLE "standortsammlung" (
	"id" serial PRIMARY KEY NOT NULL,
	"user" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "standortsammlung_objekt" (
	"sammlung" integer NOT NULL,
	"objekt" uuid NOT NULL,
	"reihenfolge" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "standortsammlung_objekt_sammlung_objekt_pk" PRIMARY KEY("sammlung","objekt")
);
--> statement-breakpoint
ALTER TABLE "standortsammlung" ADD CONSTRAINT "standortsammlung_user_users_id_fk" FOREIGN KEY ("user") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standortsammlung_objekt" ADD CONSTRAINT "standortsammlung_objekt_sammlung_standortsammlung_id_fk" FOREIGN KEY ("sammlung") REFERENCES "public"."standortsammlung"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standortsammlung_objekt" ADD CONSTRAINT "standortsammlung_objekt_objekt_objekt_id_fk" FOREIGN KEY ("objekt") REFERENCES "public"."objekt"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "standortsammlung_user_idx" ON "standortsammlung" USING btree ("user");