import { badRequest, cleanText, HttpError, notFound, type Queryable, refused } from '@cockpit/server/sdk';
import { hasAtMostTwoDecimals } from '../rules';
import { LOCATION_COLUMNS, type LocationInput } from './location-input';

async function checkNameFree(tx: Queryable, businessUnitId: number, name: string, exceptId = 0): Promise<void> {
  const { rows } = await tx.query('select 1 from locations where business_unit_id = $1 and lower(name) = lower($2) and id <> $3', [businessUnitId, name, exceptId]);
  if (rows.length) throw new HttpError(409, 'Locations.NameTaken', `A location named "${name}" already exists`, { name });
}

/** References must be of the caller's business unit; another unit's id is as unknown as a made-up one. */
async function checkReferences(tx: Queryable, businessUnitId: number, input: LocationInput): Promise<string | null | undefined> {
  if (input.locationRoleId != null) {
    const { rows } = await tx.query('select 1 from location_roles where id = $1 and business_unit_id = $2', [input.locationRoleId, businessUnitId]);
    if (!rows.length) throw badRequest(`locationRoleId: location role ${input.locationRoleId} not found`);
  }
  if (input.erpClassificationId === undefined) return undefined;
  if (input.erpClassificationId === null) return null;
  const { rows } = await tx.query<{ name: string }>('select name from erp_classifications where id = $1 and business_unit_id = $2', [input.erpClassificationId, businessUnitId]);
  if (!rows[0]) throw badRequest(`erpClassificationId: ERP classification ${input.erpClassificationId} not found`);
  return rows[0].name;
}

function normalise(input: LocationInput): LocationInput {
  if (input.fillFactor != null && !hasAtMostTwoDecimals(input.fillFactor)) throw badRequest('fillFactor must have at most 2 decimals');
  const out = { ...input };
  if (out.name !== undefined) out.name = out.name.trim();
  if (out.controlNumber !== undefined) out.controlNumber = cleanText(out.controlNumber);
  return out;
}

/**
 * The columns to write. The ERP classification's name is written beside its id, because the
 * stock lists read the name from the location. The volume maximum is left to be computed from
 * volume and fill factor (locations list view) unless dimensions are unknown.
 */
function assignments(input: LocationInput, erpName: string | null | undefined): Array<[string, unknown]> {
  const out: Array<[string, unknown]> = LOCATION_COLUMNS.filter(([field]) => input[field] !== undefined).map(([field, column]) => [column, input[field]]);
  if (erpName !== undefined) out.push(['erp_classification', erpName]);
  if (input.volume !== undefined || input.fillFactor !== undefined || input.length !== undefined || input.width !== undefined || input.height !== undefined) {
    out.push(['volume_maximum', null]);
  }
  return out;
}

export async function createLocation(tx: Queryable, businessUnitId: number, raw: LocationInput): Promise<number> {
  const input = normalise(raw);
  await checkNameFree(tx, businessUnitId, input.name!);
  const erpName = await checkReferences(tx, businessUnitId, input);
  const set = assignments(input, erpName);
  const { rows } = await tx.query<{ id: number }>(
    `insert into locations (business_unit_id, ${set.map(([c]) => c).join(', ')}) values ($1, ${set.map((_, i) => `$${i + 2}`).join(', ')}) returning id`,
    [businessUnitId, ...set.map(([, v]) => v)],
  );
  return rows[0].id;
}

export async function updateLocation(tx: Queryable, businessUnitId: number, id: number, raw: LocationInput): Promise<void> {
  const { rows } = await tx.query<{ id: number }>('select id from locations where id = $1 and business_unit_id = $2 for update', [id, businessUnitId]);
  if (!rows[0]) throw notFound(`Location ${id} not found`);
  const input = normalise(raw);
  if (input.name !== undefined) await checkNameFree(tx, businessUnitId, input.name, id);
  const erpName = await checkReferences(tx, businessUnitId, input);
  const set = assignments(input, erpName);
  if (!set.length) return;
  await tx.query(`update locations set ${set.map(([c], i) => `${c} = $${i + 3}`).join(', ')} where id = $1 and business_unit_id = $2`, [
    id,
    businessUnitId,
    ...set.map(([, v]) => v),
  ]);
}

/** One line of DELETE /api/Location: a location with stock, or a system location, stays. */
export async function deleteLocation(tx: Queryable, businessUnitId: number, id: number): Promise<void> {
  const { rows } = await tx.query<{ system_location: boolean; stock: number }>(
    `select l.system_location,
            (select coalesce(sum(s.quantity + s.ingoing_quantity), 0) from stocks s where s.location_id = l.id)::int as stock
       from locations l where l.id = $1 and l.business_unit_id = $2 for update`,
    [id, businessUnitId],
  );
  if (!rows[0]) throw notFound('Location not found');
  if (rows[0].stock > 0) throw refused('Locations.HasStock', 'Location has stock and cannot be deleted');
  if (rows[0].system_location) throw refused('Locations.SystemLocation', 'A system location cannot be deleted');
  await tx.query('delete from stocks where location_id = $1 and quantity = 0 and reserved_quantity = 0 and ingoing_quantity = 0', [id]);
  await tx.query('delete from locations where id = $1', [id]);
}
