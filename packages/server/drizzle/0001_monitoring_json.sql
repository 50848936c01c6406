-- 'Ana Beatriz Ramos (demonstração)' → 'Ana R.': first name and the last surname's initial, for the compact
-- columns of monitoring (requesterAbbr, driver nameAbbr). A trailing parenthetical is left out. In SQL so that
-- the monitoring answer can be built as JSON by the database in one pass; plain string functions, no regular
-- expressions, because it runs for every row of every monitoring answer. Both are single expressions, which
-- lets PostgreSQL inline them into the query.
CREATE OR REPLACE FUNCTION box_name_without_note(full_name text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT btrim(CASE
    WHEN right(btrim(full_name), 1) = ')' AND strpos(full_name, '(') > 0
      THEN left(btrim(full_name), length(btrim(full_name)) - strpos(reverse(btrim(full_name)), '('))
    ELSE full_name
  END)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION box_abbreviate_name(full_name text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN strpos(box_name_without_note(full_name), ' ') = 0 THEN box_name_without_note(full_name)
    ELSE split_part(box_name_without_note(full_name), ' ', 1) || ' '
      || upper(left(reverse(split_part(reverse(box_name_without_note(full_name)), ' ', 1)), 1)) || '.'
  END
$$;
