-- Long work answered with a transaction id (issue 16: the Excel import), followed by the console
-- with GET /api/Command/transaction/status/{id}. The row is written when the work starts and when
-- it ends, outside the work's own transaction, so every instance can answer for it; the progress
-- in between is kept in the memory of the instance doing the work.
create table command_transactions (
  id               uuid primary key,
  business_unit_id int not null references business_units(id) on delete cascade,
  user_id          int references users(id) on delete set null,
  kind             text not null,
  state            text not null default 'Running' check (state in ('Running', 'Completed', 'Failed')),
  result           jsonb,
  created_at       timestamptz not null default now(),
  ended_at         timestamptz
);
create index command_transactions_bu on command_transactions (business_unit_id, created_at);
