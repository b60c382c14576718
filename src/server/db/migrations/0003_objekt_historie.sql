CREATE TABLE "objekt_historie" (
	"id" serial PRIMARY KEY NOT NULL,
	"objekt" uuid NOT NULL,
	"zeit" timestamp with time zone DEFAULT now() NOT NULL,
	"benutzer" integer,
	"aktion" text NOT NULL,
	"von" integer,
	"nach" integer,
	"grund" text
);
--> statement-breakpoint
ALTER TABLE "objekt_historie" ADD CONSTRAINT "objekt_historie_objekt_objekt_id_fk" FOREIGN KEY ("objekt") REFERENCES "public"."objekt"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objekt_historie" ADD CONSTRAINT "objekt_historie_benutzer_users_id_fk" FOREIGN KEY ("benutzer") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "objekt_historie_objekt_idx" ON "objekt_historie" USING btree ("objekt","zeit");