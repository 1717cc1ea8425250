import { notFound, refused, type Work } from '@cockpit/server/sdk';

/** Edit min/max: per material and pick location; min may not exceed max. */
export async function setMinMax(w: Work, input: { materialId: number; locationId: number; minQuantity: number; maxQuantity: number }): Promise<number> {
  if (input.minQuantity > input.maxQuantity) throw refused('Maintenance.MinAboveMax', 'Minimum cannot be above maximum');
  const [place] = await w.query<{ kind: string | null; material: boolean }>(
    `select (select r.kind from locations l left join location_roles r on r.id = l.location_role_id where l.id = $1 and l.business_unit_id = $3) as kind,
            exists (select 1 from materials where id = $2 and business_unit_id = $3) as material`,
    [input.locationId, input.materialId, w.bu],
  );
  if (!place.material) throw notFound('Material not found');
  if (place.kind === null) throw notFound('Location not found');
  if (place.kind !== 'Pick') throw refused('Maintenance.NotPickLocation', 'Min/max can only be set for pick locations');
  const [row] = await w.query<{ id: number }>(
    `insert into maintenance_levels (business_unit_id, material_id, location_id, min_quantity, max_quantity, updated_at) values ($1, $2, $3, $4, $5, $6)
     on conflict (location_id, material_id) do update set min_quantity = excluded.min_quantity, max_quantity = excluded.max_quantity, updated_at = excluded.updated_at
     returning id`,
    [w.bu, input.materialId, input.locationId, input.minQuantity, input.maxQuantity, w.now],
  );
  w.touch('Maintenance', row.id);
  const stocks = await w.query<{ id: number }>('select id from stocks where location_id = $1 and material_id = $2', [input.locationId, input.materialId]);
  w.touch('Stock', ...stocks.map((s) => s.id));
  return row.id;
}
