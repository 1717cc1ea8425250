import { notFound, type Queryable } from '@cockpit/server/sdk';
import { calculatedDemand } from './demand';
import { OPEN_INGOING_SQL } from './demand-query';

const SUMMARY = `m.id, m.item_no as "itemNo", m.name, m.barcode, m.base_uom as "baseUoM", m.material_state as "materialState",
  m.cost_price as "costPrice", m.supplier_id as "supplierId", sp.supplier_name as "supplierName"`;

/** A material the draft pages pick from, with the figures a draft line shows. */
export interface UndraftedMaterial {
  id: number;
  itemNo: string;
  name: string;
  barcode: string | null;
  baseUoM: string;
  materialState: string;
  costPrice: number | string | null;
  supplierId: number | null;
  supplierName: string | null;
  available: number;
  ingoing: number;
  minimumWarehouseQuantity: number | null;
  maximumWarehouseQuantity: number | null;
  calculatedDemand: number;
}

/**
 * The supplier's materials that the draft (draftId; 0 = a draft not saved yet) does not hold yet:
 * what the materials-select dialog of the draft pages offers, with the ingoing quantity and the
 * min/max rule's demand as a draft line shows them. A supplier of another business unit is not found.
 */
export async function undraftedMaterials(db: Queryable, bu: number, supplierId: number, draftId: number): Promise<UndraftedMaterial[]> {
  const { rows: supplier } = await db.query('select 1 from suppliers where id = $1 and business_unit_id = $2', [supplierId, bu]);
  if (!supplier.length) throw notFound(`Supplier ${supplierId} not found`);
  const { rows } = await db.query<
    Omit<UndraftedMaterial, 'available' | 'ingoing' | 'calculatedDemand'> & { available: string; ingoing: string; min: number | null; max: number | null }
  >(
    `with ing as (${OPEN_INGOING_SQL})
       select ${SUMMARY}, m.available_quantity as available, m.minimum_warehouse_quantity as "minimumWarehouseQuantity",
              m.maximum_warehouse_quantity as "maximumWarehouseQuantity", coalesce(ing.q, 0) as ingoing,
              m.minimum_warehouse_quantity as min, m.maximum_warehouse_quantity as max
         from materials m left join suppliers sp on sp.id = m.supplier_id left join ing on ing.material_id = m.id
        where m.business_unit_id = $1 and m.supplier_id = $2
          and not exists (select 1 from purchase_draft_lines l where l.draft_id = $3 and l.material_id = m.id and l.business_unit_id = $1)
        order by m.item_no`,
    [bu, supplierId, draftId],
  );
  return rows.map(({ min, max, ...r }) => {
    const available = Number(r.available);
    const ingoing = Number(r.ingoing);
    return { ...r, available, ingoing, calculatedDemand: calculatedDemand({ min, max, available, ingoing }) };
  });
}
