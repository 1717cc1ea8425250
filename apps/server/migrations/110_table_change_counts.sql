-- Per-table change counts, for the kept list answers (apps/server/src/lists/list-answer-cache.ts):
-- a kept answer is labelled with the change count of the tables its SQL reads, and used again only
-- while that count is unchanged, so a heartbeat (user_sessions) no longer drops the Stock list.
--
-- Every insert, update, delete or truncate on a tracked table records its transaction here, in the
-- writer's own transaction, by a statement-level trigger: writes made behind the server's back
-- (psql, a second instance, a background job) count as well as the server's own, and a rolled-back
-- write counts for nothing. One row per table and transaction, appended: writers never wait on one
-- another (a single counter row per table would serialise every writer of that table until commit
-- and let two transactions writing two tables in opposite order deadlock).
--
-- A table's change count is its base (table_change_base, rows folded in by
-- cockpit_fold_table_changes) plus its rows in table_changes. It only ever grows as writes commit, and folding moves rows into the base in one
-- transaction, so a reader never sees it go back.
-- The counts live in their own schema, beside the data: code and tests that walk every table of
-- the data (backups compared row by row, "a refused request changed nothing") never see them.
create schema cockpit_changes;

create table cockpit_changes.table_changes (
  table_name text not null,
  tx bigint not null,
  primary key (table_name, tx)
);

create table cockpit_changes.table_change_base (
  table_name text primary key,
  changes bigint not null
);

create function cockpit_table_changed() returns trigger language plpgsql as $$
begin
  insert into cockpit_changes.table_changes (table_name, tx) values (tg_table_name, txid_current()) on conflict do nothing;
  return null;
end;
$$;

-- Puts the trigger on every table of the schema that lacks it (the server runs this after each
-- migration run, so tables added later are tracked too). The migrations' own table is left out.
create function cockpit_track_table_changes() returns void language plpgsql as $$
declare
  t record;
begin
  for t in
    select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = current_schema() and c.relkind in ('r', 'p')
       and c.relname <> 'schema_migrations'
       and not exists (select 1 from pg_trigger g where g.tgrelid = c.oid and g.tgname = 'cockpit_table_changes')
  loop
    execute format('create trigger cockpit_table_changes after insert or update or delete or truncate on %I for each statement execute function cockpit_table_changed()', t.relname);
  end loop;
end;
$$;

-- Folds the recorded rows into the base counts (one statement: the base grows by exactly what is
-- deleted). Two instances folding at once: the second waits on the first's row locks and skips
-- what it deleted.
create function cockpit_fold_table_changes() returns void language sql as $$
  with gone as (delete from cockpit_changes.table_changes returning table_name),
       counts as (select table_name, count(*) as n from gone group by table_name)
  insert into cockpit_changes.table_change_base as b (table_name, changes)
  select table_name, n from counts
  on conflict (table_name) do update set changes = b.changes + excluded.changes;
$$;

select cockpit_track_table_changes();
