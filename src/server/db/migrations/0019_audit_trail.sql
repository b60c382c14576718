ALTER TABLE "log" ADD COLUMN "objektnummer" text;--> statement-breakpoint
ALTER TABLE "log" ADD COLUMN "details" jsonb;--> statement-breakpoint
CREATE INDEX "log_objektnummer_idx" ON "log" USING btree ("objektnummer","logtime");
