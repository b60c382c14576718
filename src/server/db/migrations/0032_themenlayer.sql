-- Site check (issue #27): thematic layers (flood zones, Natura 2000, zoning) imported from files into PostGIS,
-- and what each property touches of them.
-- A layer: its kind, names, source credit and the import whose areas are current. An import stages its areas
-- under its own id, batch by batch, and one short transaction makes them current (replacing the old ones), so
-- a long import neither holds a transaction open nor shows half a layer.
CREATE TABLE "themenlayer" (
	"id" serial PRIMARY KEY NOT NULL,
	"art" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"quelle" text NOT NULL,
	"kategorie_feld" text,
	"import_id" integer,
	"importiert_am" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "themenlayer_import" (
	"id" serial PRIMARY KEY NOT NULL,
	"layer_id" integer REFERENCES "themenlayer"("id") ON DELETE CASCADE,
	"dateiname" text NOT NULL,
	"srid" integer,
	"gestartet" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "themenlayer_flaeche" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"import_id" integer NOT NULL REFERENCES "themenlayer_import"("id") ON DELETE CASCADE,
	"kategorie" text,
	"geom" geometry(MultiPolygon,4326) NOT NULL
);
--> statement-breakpoint
CREATE INDEX "themenlayer_flaeche_import_idx" ON "themenlayer_flaeche" USING btree ("import_id");
--> statement-breakpoint
CREATE INDEX "themenlayer_flaeche_geom_idx" ON "themenlayer_flaeche" USING gist ("geom");
--> statement-breakpoint
-- What a property touches of a layer, computed against the layer's import of `importiert_am`: the share of
-- its plot (0..1; a location point counts 1 inside, 0 outside), the distance to the nearest area within
-- 500 m when it touches none (null: none within 500 m) and the zoning categories it touches, largest first.
CREATE TABLE "objekt_standortcheck" (
	"objektid" uuid NOT NULL REFERENCES "objekt"("id") ON DELETE CASCADE,
	"layer_id" integer NOT NULL REFERENCES "themenlayer"("id") ON DELETE CASCADE,
	"anteil" double precision NOT NULL,
	"abstand" double precision,
	"kategorien" text[] DEFAULT '{}' NOT NULL,
	"importiert_am" timestamp with time zone NOT NULL,
	CONSTRAINT "objekt_standortcheck_pk" PRIMARY KEY ("objektid", "layer_id")
);
--> statement-breakpoint
CREATE INDEX "objekt_standortcheck_layer_idx" ON "objekt_standortcheck" USING btree ("layer_id");
