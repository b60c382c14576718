CREATE TABLE "objekt_aenderung" (
	"objekt" uuid PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'offen' NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"daten" jsonb,
	"bilder" jsonb NOT NULL,
	"grund" text,
	"benutzer" integer,
	"erstelltam" timestamp with time zone DEFAULT now() NOT NULL,
	"geaendertam" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "objekt_aenderung" ADD CONSTRAINT "objekt_aenderung_objekt_objekt_id_fk" FOREIGN KEY ("objekt") REFERENCES "public"."objekt"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objekt_aenderung" ADD CONSTRAINT "objekt_aenderung_benutzer_users_id_fk" FOREIGN KEY ("benutzer") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "objekt_aenderung_status_idx" ON "objekt_aenderung" USING btree ("status");--> statement-breakpoint
-- A pending change shows in the owner's and the administrators' object lists (aenderungInPruefung), so it
-- raises the objects' data version as the object tables do (0010).
CREATE CONSTRAINT TRIGGER "objekt_aenderung_data_version" AFTER INSERT OR UPDATE OR DELETE ON "objekt_aenderung"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_version"('objekt');
--> statement-breakpoint
CREATE TRIGGER "objekt_aenderung_data_version_truncate" AFTER TRUNCATE ON "objekt_aenderung" FOR EACH STATEMENT
  EXECUTE FUNCTION "bump_data_version"('objekt');
