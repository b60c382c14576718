-- Settings administrators change at run time (schema/einstellung.ts): 'wartung' marks public screens as
-- being revised (spec 1). Public pages read it at start through GET /api/wartung, served from a body kept
-- per data version (lib/body-cache.ts); the triggers raise that version when a write commits.
CREATE TABLE "einstellung" (
	"name" text PRIMARY KEY NOT NULL,
	"wert" jsonb NOT NULL,
	"geaendertam" timestamp with time zone DEFAULT now() NOT NULL,
	"geaendertvon" integer
);
--> statement-breakpoint
ALTER TABLE "einstellung" ADD CONSTRAINT "einstellung_geaendertvon_users_id_fk" FOREIGN KEY ("geaendertvon") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
INSERT INTO "data_version" ("name") VALUES ('einstellung') ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "einstellung_data_version" AFTER INSERT OR UPDATE OR DELETE ON "einstellung"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_version"('einstellung');
--> statement-breakpoint
CREATE TRIGGER "einstellung_data_version_truncate" AFTER TRUNCATE ON "einstellung" FOR EACH STATEMENT
	EXECUTE FUNCTION "bump_data_version"('einstellung');
