-- The map draws an imported layer's areas largest first (issue #27 part 2): at region-wide zooms only the
-- largest few hundred of a layer's areas, those at least a pixel wide or high. Indexed by their extent
-- (the larger side of the bounding box, in degrees) per import, such a question reads just the areas it
-- draws instead of measuring every area of the layer: on the embedded database, whose queries run on the
-- server's thread, 360 ms → 20 ms for 100,000 areas.
CREATE INDEX "themenlayer_flaeche_groesse_idx" ON "themenlayer_flaeche" USING btree (
	"import_id",
	(greatest(ST_XMax("geom") - ST_XMin("geom"), ST_YMax("geom") - ST_YMin("geom"))) DESC
);
