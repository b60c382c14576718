-- Owners' texts were stored as sent (issue 23, finding 9); from now on the server cleans them on every
-- write (server/objekt/write-service.ts cleanOwnerTexts). This cleans the rows written before, by the same
-- rules: the detailed descriptions keep text and <br> breaks only, the other multi-line fields become
-- plain text. Tags go, scripts, styles and their like with their content; entities are read, then the
-- descriptions' text is escaped again.
CREATE FUNCTION owner_text_plain(t text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT replace(replace(replace(replace(replace(replace(
    regexp_replace(
      regexp_replace(
        regexp_replace(
          regexp_replace(t, '<(script|style|textarea|noscript|iframe|object|title)[^>]*?>.*?</\1[^>]*?>', '', 'gi'),
          '<!--.*?-->', '', 'g'),
        '<br[^>]*>', E'\n', 'gi'),
      '</?[a-zA-Z!?][^>]*>', '', 'g'),
    '&nbsp;', ' '), '&quot;', '"'), '&#39;', ''''), '&lt;', '<'), '&gt;', '>'), '&amp;', '&')
$$;--> statement-breakpoint
CREATE FUNCTION owner_text_breaks(t text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT replace(replace(replace(replace(
    -- twice plain: an escaped tag read back in the first round is a tag for the second
    owner_text_plain(owner_text_plain(regexp_replace(t, '\r?\n', '<br>', 'g'))),
    '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), E'\n', '<br>')
$$;--> statement-breakpoint
UPDATE "objekt" SET
  "detailbeschreibung" = owner_text_breaks("detailbeschreibung"),
  "lageerreichbarkeit" = owner_text_plain(owner_text_plain("lageerreichbarkeit")),
  "internebeschreibung" = owner_text_plain(owner_text_plain("internebeschreibung")),
  "kontakte" = owner_text_plain(owner_text_plain("kontakte"))
WHERE concat("detailbeschreibung", "lageerreichbarkeit", "internebeschreibung", "kontakte") ~ '[<>&]|\n';--> statement-breakpoint
UPDATE "uebersetzung" SET
  "detailbeschreibung_en" = owner_text_breaks("detailbeschreibung_en"),
  "lageerreichbarkeit_en" = owner_text_plain(owner_text_plain("lageerreichbarkeit_en"))
WHERE concat("detailbeschreibung_en", "lageerreichbarkeit_en") ~ '[<>&]|\n';--> statement-breakpoint
DROP FUNCTION owner_text_breaks(text);--> statement-breakpoint
DROP FUNCTION owner_text_plain(text);
