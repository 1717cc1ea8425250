-- The purchase forecast reads the Shipping transactions of a period per material
-- (areas/purchase-drafts/demand-query.ts): a partial index holding only those rows, with the
-- material and quantity in it, so that the period's rows are read from the index alone.
create index material_transactions_shipping on material_transactions (business_unit_id, created_at) include (material_id, quantity)
  where process_type = 'Shipping';
