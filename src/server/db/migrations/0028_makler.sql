-- Brokers (issue #26 part B): a user the agency marks as broker may import OpenImmo feeds for the own listings.
ALTER TABLE "users" ADD COLUMN "makler" boolean DEFAULT false NOT NULL;
