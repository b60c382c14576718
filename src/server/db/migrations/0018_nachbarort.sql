-- The place search (spec 5) over the whole regional bounding box: places outside Lower Austria and every
-- name each is found under (GeoNames; seeded from seed/nachbarorte.json).
CREATE TABLE "nachbarort" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"gebiet" text NOT NULL,
	"lon" double precision NOT NULL,
	"lat" double precision NOT NULL,
	"location" geometry(Point,4326) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nachbarort_name" (
	"nachbarort" integer NOT NULL,
	"name" text NOT NULL,
	"name_fold" text GENERATED ALWAYS AS (search_fold(name)) STORED,
	CONSTRAINT "nachbarort_name_nachbarort_name_pk" PRIMARY KEY("nachbarort","name")
);
--> statement-breakpoint
ALTER TABLE "nachbarort_name" ADD CONSTRAINT "nachbarort_name_nachbarort_nachbarort_id_fk" FOREIGN KEY ("nachbarort") REFERENCES "public"."nachbarort"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nachbarort_name_name_fold_trgm_idx" ON "nachbarort_name" USING gin ("name_fold" gin_trgm_ops);