import { badRequest, cleanText, HttpError, notFound, type Queryable } from '@cockpit/server/sdk';
import type { PrinterInput } from '../../route-table/printers';

async function check(tx: Queryable, businessUnitId: number, input: PrinterInput, exceptId = 0): Promise<void> {
  const { rows } = await tx.query('select 1 from printers where business_unit_id = $1 and lower(name) = lower($2) and id <> $3', [businessUnitId, input.name.trim(), exceptId]);
  if (rows.length) throw new HttpError(409, 'Printers.NameTaken', `A printer named "${input.name.trim()}" already exists`, { name: input.name.trim() });
  if (input.isNetworkPrinter && !cleanText(input.networkNameOrIp)) throw new HttpError(400, 'Printers.AddressRequired', 'A network printer needs its network name or IP address');
  if (input.locationId != null) {
    const { rows: loc } = await tx.query('select 1 from locations where id = $1 and business_unit_id = $2', [input.locationId, businessUnitId]);
    if (!loc.length) throw badRequest(`locationId: location ${input.locationId} not found`);
  }
  const defs = input.labelDefinitionIds ?? [];
  if (defs.length) {
    const { rows: found } = await tx.query<{ id: number }>('select id from label_definitions where business_unit_id = $1 and id = any($2)', [businessUnitId, defs]);
    const known = new Set(found.map((r) => r.id));
    const missing = defs.find((id) => !known.has(id));
    if (missing !== undefined) throw badRequest(`labelDefinitionIds: label definition ${missing} not found`);
  }
}

function values(input: PrinterInput): unknown[] {
  return [
    input.name.trim(),
    cleanText(input.displayText) ?? null,
    input.isNetworkPrinter ?? false,
    cleanText(input.networkNameOrIp) ?? null,
    input.printTechnology,
    input.locationId ?? null,
  ];
}

async function writeDefinitions(tx: Queryable, printerId: number, ids: number[] | undefined): Promise<void> {
  if (ids === undefined) return;
  await tx.query('delete from printer_label_definitions where printer_id = $1', [printerId]);
  for (const id of ids) await tx.query('insert into printer_label_definitions (printer_id, label_definition_id) values ($1, $2)', [printerId, id]);
}

export async function createPrinter(tx: Queryable, businessUnitId: number, input: PrinterInput): Promise<number> {
  await check(tx, businessUnitId, input);
  const { rows } = await tx.query<{ id: number }>(
    `insert into printers (business_unit_id, name, display_text, is_network_printer, network_name_or_ip, print_technology, location_id)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [businessUnitId, ...values(input)],
  );
  await writeDefinitions(tx, rows[0].id, input.labelDefinitionIds);
  return rows[0].id;
}

export async function updatePrinter(tx: Queryable, businessUnitId: number, id: number, input: PrinterInput): Promise<void> {
  const { rows } = await tx.query('select id from printers where id = $1 and business_unit_id = $2 for update', [id, businessUnitId]);
  if (!rows[0]) throw notFound(`Printer ${id} not found`);
  await check(tx, businessUnitId, input, id);
  await tx.query(
    `update printers set name = $3, display_text = $4, is_network_printer = $5, network_name_or_ip = $6, print_technology = $7, location_id = $8
      where id = $1 and business_unit_id = $2`,
    [id, businessUnitId, ...values(input)],
  );
  await writeDefinitions(tx, id, input.labelDefinitionIds);
}

export async function deletePrinter(tx: Queryable, businessUnitId: number, id: number): Promise<void> {
  const { rowCount } = await tx.query('delete from printers where id = $1 and business_unit_id = $2', [id, businessUnitId]);
  if (!rowCount) throw notFound(`Printer ${id} not found`);
}
