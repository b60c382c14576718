-- A map layer's English title (issue 21 part 4): the layer panel shows it on English pages, the title on
-- German pages and wherever no English title is given. The demo layers get theirs.
ALTER TABLE "karte" ADD COLUMN "title_en" text;--> statement-breakpoint
UPDATE "karte" SET "title_en" = CASE "title"
  WHEN 'basemap.at Standard' THEN 'basemap.at standard'
  WHEN 'basemap.at Grau' THEN 'basemap.at grey'
  WHEN 'basemap.at Orthofoto' THEN 'basemap.at orthophoto'
  WHEN 'basemap.at Overlay' THEN 'basemap.at overlay'
  WHEN 'Toner (Gelände grau)' THEN 'Toner (terrain, grey)'
  WHEN 'Flächenwidmung' THEN 'Zoning plan'
  WHEN 'Hochwasser HQ30' THEN 'Flood areas HQ30'
  WHEN 'Hochwasser HQ100' THEN 'Flood areas HQ100'
  WHEN 'Hochwasser HQ200' THEN 'Flood areas HQ200'
  WHEN 'Hochwasser HQ300' THEN 'Flood areas HQ300'
  WHEN 'Natura 2000' THEN 'Natura 2000'
  WHEN 'Grundstücksgrenzen (intern)' THEN 'Parcel boundaries (internal)'
  WHEN 'Regionsgrenzen' THEN 'Regional borders'
  WHEN 'Bezirksgrenzen' THEN 'District borders'
END;
