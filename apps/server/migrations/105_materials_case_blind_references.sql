-- Pasted and uploaded sales lines name materials by item number or barcode whatever the letter
-- case ("itm-100001" is ITM-100001): the look-up compares upper(...) and uses these indexes.
create index materials_item_no_upper on materials (business_unit_id, upper(item_no));
create index materials_barcode_upper on materials (business_unit_id, upper(barcode));
