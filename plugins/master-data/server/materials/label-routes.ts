import { type AppContext, badRequest, type FastifyInstance, notFound, type Queryable, registerRoute } from '@cockpit/server/sdk';
import { routes } from '@cockpit/contracts';
import { DEFAULT_LABEL_SIZE, renderLabelSvg, renderLabelZpl, type LabelContent, type LabelSize } from './label';

interface PrinterRow {
  id: number;
  name: string;
  print_technology: string;
}

async function materialLabel(db: Queryable, businessUnitId: number, materialId: number): Promise<LabelContent> {
  const { rows } = await db.query<{ item_no: string; name: string; barcode: string | null }>(
    'select item_no, name, barcode from materials where id = $1 and business_unit_id = $2',
    [materialId, businessUnitId],
  );
  if (!rows[0]) throw notFound(`Material ${materialId} not found`);
  return { itemNo: rows[0].item_no, name: rows[0].name, barcode: rows[0].barcode || rows[0].item_no };
}

async function printer(db: Queryable, businessUnitId: number, printerId: number): Promise<PrinterRow> {
  const { rows } = await db.query<PrinterRow>('select id, name, print_technology from printers where id = $1 and business_unit_id = $2', [printerId, businessUnitId]);
  if (!rows[0]) throw notFound(`Printer ${printerId} not found`);
  return rows[0];
}

/** The label size: the chosen definition (it must be one of the printer's), else the printer's first material label. */
async function labelSize(db: Queryable, printerId: number, labelDefinitionId?: number): Promise<{ size: LabelSize; definitionId: number | null }> {
  const { rows } = await db.query<{ id: number; width_mm: number; height_mm: number }>(
    `select d.id, d.width_mm, d.height_mm from label_definitions d join printer_label_definitions pd on pd.label_definition_id = d.id
      where pd.printer_id = $1 and d.label_kind = 'Material' and ($2::int is null or d.id = $2) order by d.id limit 1`,
    [printerId, labelDefinitionId ?? null],
  );
  if (!rows[0]) {
    if (labelDefinitionId !== undefined) throw badRequest(`labelDefinitionId: label ${labelDefinitionId} is not a material label of this printer`);
    return { size: DEFAULT_LABEL_SIZE, definitionId: null };
  }
  return { size: { widthMm: rows[0].width_mm, heightMm: rows[0].height_mm }, definitionId: rows[0].id };
}

const { Material } = routes;

/** Material labels: a preview image, and print jobs recorded for the printer (no physical printer here). */
export async function labelRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerRoute(app, Material.labelPreview, async (request, reply) => {
    const bu = request.caller.businessUnitId;
    const content = await materialLabel(ctx.db, bu, request.params.materialId);
    const p = await printer(ctx.db, bu, request.params.printerId);
    const { size } = await labelSize(ctx.db, p.id);
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('content-disposition', `inline; filename="label-${content.itemNo.replace(/[^A-Za-z0-9_-]/g, '_')}.svg"`)
      .send(renderLabelSvg(content, size));
  });

  registerRoute(app, Material.printLabel, async (request) => {
    const bu = request.caller.businessUnitId;
    const { materialId, printerId, copies, labelDefinitionId } = request.body;
    const job = await ctx.db.transaction(async (tx) => {
      const content = await materialLabel(tx, bu, materialId);
      const p = await printer(tx, bu, printerId);
      const { size, definitionId } = await labelSize(tx, p.id, labelDefinitionId);
      // Thermal printers take ZPL; the others get the SVG that the preview shows.
      const zpl = p.print_technology === 'ZPL';
      const payload = zpl ? renderLabelZpl(content, size, copies) : renderLabelSvg(content, size);
      const { rows } = await tx.query<{ id: number; createdAt: Date }>(
        `insert into print_jobs (business_unit_id, printer_id, material_id, label_definition_id, copies, payload_format, payload, requested_by)
           values ($1, $2, $3, $4, $5, $6, $7, $8) returning id, created_at as "createdAt"`,
        [bu, p.id, materialId, definitionId, copies, zpl ? 'ZPL' : 'SVG', payload, request.caller.userId],
      );
      return {
        id: rows[0].id,
        printerName: p.name,
        copies,
        payloadFormat: zpl ? ('ZPL' as const) : ('SVG' as const),
        state: 'Queued' as const,
        createdAt: new Date(rows[0].createdAt).toISOString(),
      };
    });
    return { result: job };
  });
}
