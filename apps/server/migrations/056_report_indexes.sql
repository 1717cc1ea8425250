-- Reports (issue 13). The material-transaction report pages newest first within a period on
-- material_transactions_date (business_unit_id, created_at, id), read backwards. Slow-moving and
-- employee efficiency read performed tasks by date:
create index if not exists tasks_performed_report on tasks (business_unit_id, performed_date) where state = 'Performed';
