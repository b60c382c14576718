-- The folded names of the place search as stored generated columns (search_fold of 0004): the query reads
-- a column instead of calling the function per row and per condition, which also keeps its plan small.
-- They replace the expression indexes of 0004.
ALTER TABLE "bezirk" ADD COLUMN "name_fold" text GENERATED ALWAYS AS (search_fold(name)) STORED;--> statement-breakpoint
ALTER TABLE "katastralgemeinde" ADD COLUMN "name_fold" text GENERATED ALWAYS AS (search_fold(name)) STORED;--> statement-breakpoint
ALTER TABLE "ort" ADD COLUMN "name_fold" text GENERATED ALWAYS AS (search_fold(name)) STORED;--> statement-breakpoint
CREATE INDEX "bezirk_name_fold_trgm_idx" ON "bezirk" USING gin ("name_fold" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "katastralgemeinde_name_fold_trgm_idx" ON "katastralgemeinde" USING gin ("name_fold" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ort_name_fold_trgm_idx" ON "ort" USING gin ("name_fold" gin_trgm_ops);--> statement-breakpoint
DROP INDEX IF EXISTS "ort_name_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "bezirk_name_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "katastralgemeinde_name_trgm_idx";
