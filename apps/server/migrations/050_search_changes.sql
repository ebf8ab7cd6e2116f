-- The change sequence the search read model follows (src/search/readModel): every statement that
-- writes products or shops appends the ids it touched, so every server instance on this database
-- re-reads just those rows. A statement touching more than 10,000 rows (a demo load, a daily metrics
-- update) or a TRUNCATE appends one row with a NULL row_id instead: rebuild that table.

CREATE TABLE IF NOT EXISTS search_changes (
  seq bigserial PRIMARY KEY,
  table_name text NOT NULL CHECK (table_name IN ('products', 'shops')),
  row_id bigint,
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS search_changes_changed_at ON search_changes (changed_at);

CREATE OR REPLACE FUNCTION search_note_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched bigint;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    INSERT INTO search_changes (table_name, row_id) VALUES (TG_TABLE_NAME, NULL);
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    SELECT count(*) INTO touched FROM old_rows;
  ELSE
    SELECT count(*) INTO touched FROM new_rows;
  END IF;
  IF touched > 10000 THEN
    INSERT INTO search_changes (table_name, row_id) VALUES (TG_TABLE_NAME, NULL);
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO search_changes (table_name, row_id) SELECT TG_TABLE_NAME, id FROM old_rows;
  ELSIF touched > 0 THEN
    INSERT INTO search_changes (table_name, row_id) SELECT TG_TABLE_NAME, id FROM new_rows;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER products_search_inserted AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_note_changes();
CREATE TRIGGER products_search_updated AFTER UPDATE ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_note_changes();
CREATE TRIGGER products_search_deleted AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_note_changes();
CREATE TRIGGER products_search_truncated AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION search_note_changes();

CREATE TRIGGER shops_search_inserted AFTER INSERT ON shops
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_note_changes();
CREATE TRIGGER shops_search_updated AFTER UPDATE ON shops
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_note_changes();
CREATE TRIGGER shops_search_deleted AFTER DELETE ON shops
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_note_changes();
CREATE TRIGGER shops_search_truncated AFTER TRUNCATE ON shops
  FOR EACH STATEMENT EXECUTE FUNCTION search_note_changes();
