import { badRequest, cleanText, HttpError, notFound, type Queryable } from '@cockpit/server/sdk';
import type { StockAttributeInput } from '@cockpit/contracts/routes/stock-attributes';
import { regexProblem } from '../rules';

function check(input: StockAttributeInput): void {
  const pattern = cleanText(input.regexValidation);
  if (pattern) {
    const problem = regexProblem(pattern);
    if (problem) throw badRequest(problem);
  }
  const values = input.enumValues ?? [];
  if (input.dataType === 'Enum' && values.length === 0) throw new HttpError(400, 'StockAttributes.EnumValuesRequired', 'A list attribute needs at least one value');
  if (input.dataType !== 'Enum' && values.length > 0) throw new HttpError(400, 'StockAttributes.EnumValuesOnlyForEnum', 'Values can only be given for a list attribute');
}

function values(input: StockAttributeInput): unknown[] {
  return [
    input.name,
    input.displayName.trim(),
    cleanText(input.description) ?? null,
    input.dataType,
    cleanText(input.regexValidation) ?? null,
    input.required ?? false,
    input.restrictedPreparation ?? false,
    input.erpMaintained ?? false,
    input.handling ?? 'None',
    (input.enumValues ?? []).map((v) => v.trim()),
  ];
}

async function checkNameFree(tx: Queryable, businessUnitId: number, name: string, exceptId = 0): Promise<void> {
  const { rows } = await tx.query('select 1 from stock_attributes where business_unit_id = $1 and lower(name) = lower($2) and id <> $3', [businessUnitId, name, exceptId]);
  if (rows.length) throw new HttpError(409, 'StockAttributes.NameTaken', `A stock attribute named "${name}" already exists`, { name });
}

export async function createStockAttribute(tx: Queryable, businessUnitId: number, input: StockAttributeInput): Promise<number> {
  check(input);
  await checkNameFree(tx, businessUnitId, input.name);
  const { rows } = await tx.query<{ id: number }>(
    `insert into stock_attributes (business_unit_id, name, display_name, description, data_type, regex_validation, required,
       restricted_preparation, erp_maintained, handling, enum_values)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id`,
    [businessUnitId, ...values(input)],
  );
  return rows[0].id;
}

export async function updateStockAttribute(tx: Queryable, businessUnitId: number, id: number, input: StockAttributeInput): Promise<void> {
  const { rows } = await tx.query('select id from stock_attributes where id = $1 and business_unit_id = $2 for update', [id, businessUnitId]);
  if (!rows[0]) throw notFound(`Stock attribute ${id} not found`);
  check(input);
  await checkNameFree(tx, businessUnitId, input.name, id);
  await tx.query(
    `update stock_attributes set name = $3, display_name = $4, description = $5, data_type = $6, regex_validation = $7, required = $8,
       restricted_preparation = $9, erp_maintained = $10, handling = $11, enum_values = $12
     where id = $1 and business_unit_id = $2`,
    [id, businessUnitId, ...values(input)],
  );
}

export async function deleteStockAttribute(tx: Queryable, businessUnitId: number, id: number): Promise<void> {
  const { rowCount } = await tx.query('delete from stock_attributes where id = $1 and business_unit_id = $2', [id, businessUnitId]);
  if (!rowCount) throw notFound(`Stock attribute ${id} not found`);
}
