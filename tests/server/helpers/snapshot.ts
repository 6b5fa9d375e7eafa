import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/types';

// The tests' reset. The seeded template keeps a copy of every table in the schema
// test_snapshot, and a statement trigger on each table notes that a test wrote to it;
// test_snapshot.restore() copies back only the tables written to and puts every identity
// sequence but the audit entries' back where the seed left it, in one call, on either engine.

export async function takeSnapshot(db: Db): Promise<void> {
  await db.execute(sql`create schema test_snapshot`);
  await db.execute(sql`create table test_snapshot.written (name text primary key)`);
  await db.execute(sql`
    create function test_snapshot.note_write() returns trigger language plpgsql as $$
    begin
      insert into test_snapshot.written values (tg_table_name) on conflict do nothing;
      return null;
    end $$`);
  await db.execute(sql`
    do $$
    declare t record;
    begin
      for t in select tablename from pg_tables where schemaname = 'public' loop
        execute format('create table test_snapshot.%I as table public.%I', t.tablename, t.tablename);
        execute format('create trigger test_snapshot_written after insert or update or delete or truncate on public.%I
                        for each statement execute function test_snapshot.note_write()', t.tablename);
      end loop;
    end $$`);
  // Each identity sequence as the seed left it (pg_sequences hides the value of one not yet called).
  await db.execute(
    sql`create table test_snapshot.identities (sequence_name text, last_value bigint, is_called boolean)`,
  );
  await db.execute(sql`
    do $$
    declare t record; v bigint; c boolean;
    begin
      for t in select pg_get_serial_sequence(format('public.%I', table_name), column_name) as seq
               from information_schema.columns where table_schema = 'public' and is_identity = 'YES'
                 -- the audit entries' ids are handed out ahead (server/lib/audit/entry-ids.ts), and a
                 -- server holds some across tests: put back, the sequence would hand them out again
                 and table_name <> 'sys_oper_log' loop
        execute format('select last_value, is_called from %s', t.seq) into v, c;
        insert into test_snapshot.identities values (t.seq, v, c);
      end loop;
    end $$`);
  await db.execute(sql`
    create function test_snapshot.restore() returns void language plpgsql as $$
    declare t record;
    begin
      -- replica mode: neither foreign keys nor the write triggers fire while the copies go back
      perform set_config('session_replication_role', 'replica', false);
      for t in select name from test_snapshot.written loop
        execute format('delete from public.%I', t.name);
        execute format('insert into public.%I select * from test_snapshot.%I', t.name, t.name);
      end loop;
      delete from test_snapshot.written;
      perform set_config('session_replication_role', 'origin', false);
      perform setval(sequence_name, last_value, is_called) from test_snapshot.identities;
    end $$`);
}

export async function restoreSnapshot(db: Db): Promise<void> {
  await db.execute(sql`select test_snapshot.restore()`);
}
