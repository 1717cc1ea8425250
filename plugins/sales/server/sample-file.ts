import { loadExcelJs, type Queryable } from '@cockpit/server/sdk';

/**
 * The sample upload file (GET /api/SalesOrder/samplefile): the three columns the upload reads,
 * with a few of the unit's own materials as example lines, so the file works as it comes.
 */
export async function salesSampleFile(db: Queryable, bu: number): Promise<Buffer> {
  const { rows } = await db.query<{ itemNo: string; price: number | null }>(
    `select item_no as "itemNo", sales_price::float8 as price from materials where business_unit_id = $1 and material_state = 'Active' order by item_no limit 3`,
    [bu],
  );
  const workbook = new (await loadExcelJs()).Workbook();
  const sheet = workbook.addWorksheet('Sales order');
  sheet.columns = [
    { header: 'Item number or barcode', key: 'reference', width: 28 },
    { header: 'Quantity', key: 'quantity', width: 12 },
    { header: 'Adjusted price per item (optional)', key: 'price', width: 34 },
  ];
  sheet.getRow(1).font = { bold: true };
  rows.forEach((r, i) => sheet.addRow({ reference: r.itemNo, quantity: i + 1, price: i === 0 && r.price ? r.price : null }));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
