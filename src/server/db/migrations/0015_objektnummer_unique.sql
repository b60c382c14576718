CREATE TABLE "objektnummer_zaehler" (
	"jahr" integer PRIMARY KEY NOT NULL,
	"letzte" integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "objekt_objektnummer_unique" ON "objekt" USING btree ("objektnummer");--> statement-breakpoint
-- The counters start where the numbers given out so far end.
INSERT INTO "objektnummer_zaehler" ("jahr", "letzte")
  SELECT substring("objektnummer" from 5 for 4)::int, max(substring("objektnummer" from 10)::int)
  FROM "objekt" WHERE "objektnummer" ~ '^NOE-[0-9]{4}-[0-9]{1,9}$'
  GROUP BY 1;
