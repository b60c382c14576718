-- Enquiries to a listing's contact (issue 25): the sender as at sending time, the message and the consent.
-- Deleted with the listing; a deleted account leaves its enquiries with the snapshot of its contact.
CREATE TABLE "anfrage" (
	"id" serial PRIMARY KEY NOT NULL,
	"objekt" uuid NOT NULL,
	"absender" integer,
	"name" text,
	"email" text NOT NULL,
	"firma" text,
	"telefon" text,
	"nachricht" text NOT NULL,
	"einwilligung" boolean NOT NULL,
	"empfaenger" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "anfrage" ADD CONSTRAINT "anfrage_objekt_objekt_id_fk" FOREIGN KEY ("objekt") REFERENCES "public"."objekt"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anfrage" ADD CONSTRAINT "anfrage_absender_users_id_fk" FOREIGN KEY ("absender") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "anfrage_objekt_idx" ON "anfrage" USING btree ("objekt","created_at");--> statement-breakpoint
CREATE INDEX "anfrage_absender_idx" ON "anfrage" USING btree ("absender","created_at");
