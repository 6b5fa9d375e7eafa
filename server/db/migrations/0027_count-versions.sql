CREATE TABLE "sys_table_version" (
	"table_name" varchar(64) PRIMARY KEY NOT NULL,
	"version" uuid DEFAULT gen_random_uuid() NOT NULL
);
--> statement-breakpoint
-- A write to a counted table gives its row of sys_table_version a new token, once per transaction
-- (the first row's event; the others find the transaction already noted). The row-level triggers
-- are deferred to the commit, so a token's row is locked only as the transaction ends, never while
-- it holds a course's or a school's lock; and a transaction that wrote both tables takes one lock
-- of the tokens' own first, so that two such transactions committing at once never wait on each
-- other's token rows in opposite orders.
CREATE FUNCTION csp_table_version_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('csp.version_changed_' || tg_table_name, true) IS DISTINCT FROM pg_current_xact_id()::text THEN
    PERFORM set_config('csp.version_changed_' || tg_table_name, pg_current_xact_id()::text, true);
    PERFORM pg_advisory_xact_lock(6517616, 1); -- "csp", 1: the tokens
    UPDATE sys_table_version SET version = gen_random_uuid() WHERE table_name = tg_table_name;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
INSERT INTO "sys_table_version" ("table_name") VALUES ('course'), ('school');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "course_version" AFTER INSERT OR UPDATE OR DELETE ON "course"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION csp_table_version_changed();--> statement-breakpoint
CREATE TRIGGER "course_version_truncate" AFTER TRUNCATE ON "course"
  FOR EACH STATEMENT EXECUTE FUNCTION csp_table_version_changed();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "school_version" AFTER INSERT OR UPDATE OR DELETE ON "school"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION csp_table_version_changed();--> statement-breakpoint
CREATE TRIGGER "school_version_truncate" AFTER TRUNCATE ON "school"
  FOR EACH STATEMENT EXECUTE FUNCTION csp_table_version_changed();
