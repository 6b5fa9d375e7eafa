import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rawRows, type Db } from './types';

// The audit trail's changes are written by the database itself (docs/server.md "The audit
// trail"): every table has a trigger that, when the statement carries its call's tag
// (`/*csp:oper=<key>*/` at the start of its text, written by ./audit-scope.ts), writes the row's
// changed columns, old and new, into sys_oper_change under that key. A write without a tag (the
// seed, a migration, a login's bookkeeping) is not recorded. The triggers are made at start for every table there is, again
// whenever a table or column changed, so a table a later migration adds is audited without anyone
// remembering to.

/** Tables that are the logs themselves, or bookkeeping no person changes by asking. */
export const UNAUDITED_TABLES = [
  'sys_oper_log',
  'sys_oper_change',
  'sys_login_log',
  'sys_job',
  'sys_job_run',
  'sys_session',
  'sys_captcha',
  'sys_rate_limit',
  'sys_server_secret',
  // which product menu entries the database was given: the start-up's bookkeeping, no one's record
  'sys_menu_shipped',
  // who has opened which notice: reading, not a change anyone makes to a record
  'sys_notice_read',
  // the tokens of remembered counts (server/lib/remembered-count.ts): changed by a trigger, never by a person
  'sys_table_version',
] as const;

/** Columns whose values never enter the trail: it says only that they changed. */
const MASKED_NAME = '(password|token|secret|captcha)';

/** Every row carries these; the entry already says who and when. */
const BOOKKEEPING = ['create_by', 'create_time', 'update_by', 'update_time'];

const list = (names: readonly string[]) => names.map((name) => `'${name}'`).join(',');

/** The call's key read from the statement's tag (./audit-scope.ts), null for a statement without one. */
const OPER_OF_STATEMENT = `substring(current_query() from '^/\\*csp:oper=(-?[0-9]+)\\*/')::bigint`;

/**
 * The same reading as a function, for a person looking into the database by hand, and the holder
 * of the triggers' stamp (STAMPED). The triggers do not call it: a SQL function called from a
 * trigger is parsed and planned again in every transaction, which cost each audited write about
 * 40 µs of a trigger's 200 (measured on PostgreSQL 15, a statement per transaction).
 */
const SHARED = [
  `create or replace function csp_audit_oper() returns bigint language sql stable as $fn$
     select ${OPER_OF_STATEMENT}
   $fn$`,
];

/**
 * Makes one trigger function per table and hangs it on the table. The function builds the row's
 * images column by column (a file's bytes or a password hash become '***' or null before they are
 * ever read into an image), compares them and writes the columns that differ, old and new, in one
 * statement: a masked column is '***' in both images, so the trigger says whether it changed
 * (`masked_changed`). Everything a table decides (its images, key, school column, masked columns)
 * is written into its function's text here, so a write runs no other function and one statement.
 */
const INSTALL = `
do $do$
declare
  t record;
  image text;
  record_key text;
  school text;
  masked_changed text;
begin
  for t in select c.relname as name from pg_class c join pg_namespace ns on ns.oid = c.relnamespace
           where ns.nspname = current_schema() and c.relkind in ('r', 'p')
             and c.relname <> all (array[${list(UNAUDITED_TABLES)}]) loop
    select coalesce(string_agg(format('case when OLD.%I is distinct from NEW.%I then %L end', a.attname, a.attname, a.attname), ','), '')
      into masked_changed
      from pg_attribute a where a.attrelid = t.name::regclass and a.attnum > 0 and not a.attisdropped
        and (a.attname ~ '${MASKED_NAME}' or a.atttypid = 'bytea'::regtype);
    -- a table without masked columns is imaged whole, by the engine's own conversion; one with
    -- them pair by pair, in one jsonb_build_object for every 50 columns (its limit of arguments)
    if masked_changed = '' then image := 'to_jsonb($R)';
    else
      select string_agg(chunk, ' || ' order by part) into image
        from (select part, 'jsonb_build_object(' || string_agg(pair, ', ' order by attnum) || ')' as chunk
                from (select a.attnum, (row_number() over (order by a.attnum) - 1) / 50 as part,
                             format('%L, %s', a.attname,
                               case when a.attname ~ '${MASKED_NAME}' or a.atttypid = 'bytea'::regtype
                                    then format('case when $R.%I is null then null else ''***'' end', a.attname)
                                    else format('$R.%I', a.attname) end) as pair
                        from pg_attribute a
                       where a.attrelid = t.name::regclass and a.attnum > 0 and not a.attisdropped) columns
               group by part) parts;
    end if;
    -- the primary key's values joined by '/', in the key's order
    select coalesce('concat_ws(''/'', ' || string_agg(format('r->>%L', a.attname), ', ' order by array_position(i.indkey::int2[], a.attnum)) || ')', '''''')
      into record_key
      from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
      where i.indrelid = t.name::regclass and i.indisprimary;
    select case when count(*) = 0 then 'null::integer' else format('(r->>%L)::integer', max(a.attname)) end
      into school from pg_attribute a
      where a.attrelid = t.name::regclass and a.attname = 'school_id' and not a.attisdropped;
    execute format($f$
      create or replace function %I() returns trigger language plpgsql as $body$
      declare
        oper bigint := ${OPER_OF_STATEMENT};
        o jsonb;
        n jsonb;
        r jsonb;
        masked_changed text[] := array[]::text[];
      begin
        -- a write outside a call (start-up, a seed, a migration) builds no image at all
        if oper is null then return null; end if;
        if TG_OP <> 'INSERT' then o := %s; end if;
        if TG_OP <> 'DELETE' then n := %s; end if;
        if TG_OP = 'UPDATE' then masked_changed := array_remove(array[%s]::text[], null); end if;
        r := coalesce(n, o);
        insert into sys_oper_change (oper_id, table_name, record_key, action, school_id, changes)
        select oper, TG_TABLE_NAME, %s, TG_OP, %s, d.diff
          from (select jsonb_object_agg(k, jsonb_build_array(o->k, n->k)) as diff
                  from jsonb_object_keys(r) as k
                 where k <> all (array[${list(BOOKKEEPING)}])
                   and (coalesce(o->k, 'null') is distinct from coalesce(n->k, 'null') or k = any (masked_changed))) d
         where d.diff is not null;
        return null;
      end $body$$f$,
      'csp_audit_' || t.name, replace(image, '$R', 'OLD'), replace(image, '$R', 'NEW'), masked_changed,
      record_key, school);
    -- a write without a tag (the seed, a migration) does not even call the function
    execute format('create or replace trigger csp_audit after insert or update or delete on %I
                    for each row when (${OPER_OF_STATEMENT.replaceAll("'", "''")} is not null)
                    execute function %I()', t.name, 'csp_audit_' || t.name);
  end loop;
end $do$`;

/**
 * The writers earlier triggers called (the version that read the entry from a setting, then the
 * one before the triggers compared the images themselves): dropped only once every trigger has
 * been made again, so that an instance still serving never writes through a missing one.
 */
const RETIRED = [
  'drop function if exists csp_audit_write(text, text, text[], text, jsonb, jsonb, text[])',
  'drop function if exists csp_audit_write(bigint, text, text, text[], text, jsonb, jsonb, text[])',
];

/** The function whose comment holds what the triggers were made from (STAMP). */
const STAMPED = 'csp_audit_oper()';

/**
 * What the triggers were made from: this file's definitions and every table's columns. Stored on
 * the shared function, so that a start with nothing changed makes nothing again.
 */
const STAMP = sql`
  select md5(${createHash('sha256')
    .update([...SHARED, INSTALL, ...RETIRED].join(';'))
    .digest('hex')}
             || coalesce(string_agg(c.relname || '.' || a.attname || ':' || a.atttypid, ',' order by c.relname, a.attnum), ''))
           as wanted,
         obj_description(to_regprocedure(${STAMPED}), 'pg_proc') as made
    from pg_class c
    join pg_namespace ns on ns.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid
   where ns.nspname = current_schema() and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped`;

const readStamp = async (db: Db) => (await rawRows<{ wanted: string; made: string | null }>(db, STAMP))[0];

/** Whether the triggers are those of this file, on the tables and columns there are now. */
export async function auditTriggersCurrent(db: Db): Promise<boolean> {
  const stamp = await readStamp(db);
  return !!stamp && stamp.made === stamp.wanted;
}

/**
 * (Re)makes the audit trail's triggers on every table when a table, a column or this file changed
 * since they were made; run at start-up under the start-up lock.
 */
export async function installAuditTriggers(db: Db): Promise<void> {
  const stamp = await readStamp(db);
  if (stamp && stamp.made === stamp.wanted) return;
  for (const statement of SHARED) await db.execute(sql.raw(statement));
  await db.execute(sql.raw(INSTALL));
  for (const statement of RETIRED) await db.execute(sql.raw(statement));
  // a hex digest: nothing in it needs quoting
  await db.execute(sql.raw(`comment on function ${STAMPED} is '${stamp?.wanted ?? ''}'`));
}
