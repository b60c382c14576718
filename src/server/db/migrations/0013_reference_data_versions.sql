-- Data versions (migration 0010) for the reads every first page load makes (spec 7): each answer is
-- served from a body serialised and compressed once per version (lib/body-cache.ts), and a committed
-- write to one of its tables raises the version, whichever process wrote.
INSERT INTO "data_version" ("name") VALUES
  ('region'), ('bezirk'), ('ort'), ('objektart'), ('technische_infrastruktur'), ('widmung'),
  ('glossar'), ('kampagnen'), ('slug'), ('karte')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
DO $$
DECLARE
  answer record;
  t text;
BEGIN
  FOR answer IN SELECT * FROM (VALUES
    ('region', ARRAY['region']),
    ('bezirk', ARRAY['bezirk']),
    ('ort', ARRAY['ort']),
    ('objektart', ARRAY['objektart']),
    ('technische_infrastruktur', ARRAY['technische_infrastruktur']),
    ('widmung', ARRAY['widmung']),
    ('glossar', ARRAY['glossar', 'glossar_sieheauch']),
    ('kampagnen', ARRAY['kampagne', 'kampagne_objekt']),
    ('slug', ARRAY['slug']),
    ('karte', ARRAY['karte'])
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
