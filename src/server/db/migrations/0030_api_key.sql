-- Brokers' personal API keys (issue #26 part B): the OpenImmo import accepts them instead of a session.
-- Only the SHA-256 of a key is kept; a revoked key keeps its row with revoked_at.
CREATE TABLE "api_key" (
	"id" serial PRIMARY KEY NOT NULL,
	"user" integer NOT NULL,
	"name" text NOT NULL,
	"hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "api_key_hash_unique" UNIQUE("hash")
);
--> statement-breakpoint
ALTER TABLE "api_key" ADD CONSTRAINT "api_key_user_users_id_fk" FOREIGN KEY ("user") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_key_user_idx" ON "api_key" USING btree ("user");
