-- Funding that fits the site and the company (issue #27 part 4).
-- The districts (bezirk ids) in which a funding programme applies; empty = all of Lower Austria. A programme
-- whose area is drawn by municipality (regional-aid areas, LEADER regions) lists every district it reaches
-- into: the programme's own text says which part.
ALTER TABLE "fm_matrix" ADD COLUMN "bezirke" text[] DEFAULT '{}' NOT NULL;
--> statement-breakpoint
-- The company profile a user may give: the size (a code of unternehmensgroessen) and the project types
-- (codes of vorhaben), used to rank the funding programmes of a property's district. Both optional.
ALTER TABLE "users" ADD COLUMN "unternehmensgroesse" text;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "vorhaben" text[] DEFAULT '{}' NOT NULL;
