-- A task's action log holds one entry per action as a code and its parameters (jsonb array), shown
-- in the user's language by the console. The English sentences written before are turned into the
-- same entries where they are known; any other line is kept as { "text": ... } and shown as it is.
alter table tasks add column action_log_entries jsonb;

update tasks
   set action_log_entries = (
     select jsonb_agg(
              case
                when l in ('Order cancelled', 'Order unprepared', 'Order process cancelled', 'Stock unprepared', 'Task cancelled', 'Job ended', 'Job cancelled',
                           'Inventory line cancelled', 'Inventory cancelled')
                  then jsonb_build_object('code', case l
                    when 'Order cancelled' then 'orderCancelled'
                    when 'Order unprepared' then 'orderUnprepared'
                    when 'Order process cancelled' then 'orderProcessCancelled'
                    when 'Stock unprepared' then 'stockUnprepared'
                    when 'Task cancelled' then 'taskCancelled'
                    when 'Job ended' then 'jobEnded'
                    when 'Job cancelled' then 'jobCancelled'
                    when 'Inventory line cancelled' then 'inventoryLineCancelled'
                    else 'inventoryCancelled' end)
                when l ~ '^Performed -?[0-9]+(\.[0-9]+)? of -?[0-9]+(\.[0-9]+)?$'
                  then jsonb_build_object('code', 'performed', 'params', jsonb_build_object(
                    'confirmed', (regexp_match(l, '^Performed (-?[0-9.]+) of'))[1]::numeric,
                    'requested', (regexp_match(l, ' of (-?[0-9.]+)$'))[1]::numeric))
                when l ~ '^Picked quantity adjusted from -?[0-9]+(\.[0-9]+)? to -?[0-9]+(\.[0-9]+)?$'
                  then jsonb_build_object('code', 'pickedAdjusted', 'params', jsonb_build_object(
                    'from', (regexp_match(l, ' from (-?[0-9.]+) to'))[1]::numeric,
                    'to', (regexp_match(l, ' to (-?[0-9.]+)$'))[1]::numeric))
                else jsonb_build_object('text', l)
              end
              order by n)
       from unnest(string_to_array(action_log, E'\n')) with ordinality as u(l, n)
      where l <> '')
 where action_log is not null and action_log <> '';

alter table tasks drop column action_log;
alter table tasks rename column action_log_entries to action_log;
