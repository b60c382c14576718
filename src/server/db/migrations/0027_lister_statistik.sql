-- Statistics for listers (issue #25 part 5). The monthly summary mail is opt-in: off for every user.
ALTER TABLE "users" ADD COLUMN "statistik_mail" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- An owner's figures count the views and exposés of a few listings (log.data1 = the listing's id) …
CREATE INDEX "log_objekt_statistik_idx" ON "log" USING btree ("data1","logtime") WHERE "log"."action" in ('objektViewed', 'objektExpose');--> statement-breakpoint
-- … and the favourites and collections that hold each one (both keys start with the user or collection).
CREATE INDEX "favorit_objekt_idx" ON "favorit" USING btree ("objekt");--> statement-breakpoint
CREATE INDEX "standortsammlung_objekt_objekt_idx" ON "standortsammlung_objekt" USING btree ("objekt");
