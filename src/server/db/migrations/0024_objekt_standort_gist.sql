-- The map by extent (GET /api/objekt/ausschnitt, /vorschau) selects the objects whose location lies in a
-- lon/lat box (`standort && ST_MakeEnvelope(…)`): a GiST index on the location answers that without reading
-- every row. PostGIS's GiST operator class, the same on PostgreSQL and on the embedded database.
CREATE INDEX "objekt_standort_idx" ON "objekt" USING gist ("standort");
