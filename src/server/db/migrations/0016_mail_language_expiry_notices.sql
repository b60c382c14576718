ALTER TABLE "objekt" ADD COLUMN "bestaetigtam" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "objekt" ADD COLUMN "ablaufhinweis" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "lang" text DEFAULT 'de' NOT NULL;--> statement-breakpoint
-- Until now the last change is the best guess of the last confirmation.
UPDATE "objekt" SET "bestaetigtam" = "geaendertam";
