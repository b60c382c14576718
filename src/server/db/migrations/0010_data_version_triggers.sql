-- The counters of data_version (schema/data-version.ts): raised when a transaction that changed a table an
-- answer is read from commits. The triggers are deferred to the commit, so the counter's row is locked
-- only for the moment of the commit (never while the transaction waits for other rows: no deadlocks),
-- and the function raises it once per transaction, however many rows changed. It also notifies channel
-- data_version with the answer's name, delivered at the commit: the embedded database's one process keeps
-- its counters in memory from these (lib/body-cache.ts) instead of reading the table on every call.
INSERT INTO "data_version" ("name") VALUES ('objekt'), ('fm_matrix');
--> statement-breakpoint
CREATE FUNCTION "bump_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  flag text := 'standortportal.data_version_' || TG_ARGV[0];
BEGIN
  IF coalesce(current_setting(flag, true), '') <> 'bumped' THEN
    UPDATE "data_version" SET "version" = "version" + 1 WHERE "name" = TG_ARGV[0];
    PERFORM pg_notify('data_version', TG_ARGV[0]);
    PERFORM set_config(flag, 'bumped', true);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  answer record;
  t text;
BEGIN
  FOR answer IN SELECT * FROM (VALUES
    ('objekt', ARRAY['objekt', 'uebersetzung', 'objektbild', 'objekt_merkmal', 'objekt_widmung',
                     'objekt_technische_infrastruktur', 'objekt_verkehr']),
    ('fm_matrix', ARRAY['fm_matrix'])
  ) AS a(name, tables) LOOP
    FOREACH t IN ARRAY answer.tables LOOP
      EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I '
        'DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_version"(%L)',
        t || '_data_version', t, answer.name);
      EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT '
        'EXECUTE FUNCTION "bump_data_version"(%L)', t || '_data_version_truncate', t, answer.name);
    END LOOP;
  END LOOP;
END
$$;
