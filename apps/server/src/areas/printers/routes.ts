import type { FastifyInstance } from 'fastify';
import { routes } from '@cockpit/contracts';
import type { AppContext } from '../../context';
import { registerListRoute } from '../../lists/list-route';
import { registerRoute } from '../../http/register-route';
import { publishDeleted, publishRows } from '../../lists/publish-rows';
import { printerListView } from './list-view';
import { createPrinter, deletePrinter, updatePrinter } from './printer-service';

const { Printer } = routes;

/** Printers: the printer-management page and the print-label dialog's list (packages/contracts/src/routes/printers.ts). */
export async function printerRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerListRoute(app, ctx, Printer.description, printerListView);

  // Printers that print material labels, with those label definitions: the print-label dialog's options.
  registerRoute(app, Printer.materialPrintersWithDefinitions, async (request) => {
    const { rows } = await ctx.db.query(
      `select p.id, p.name, p.display_text as "displayText", p.print_technology as "printTechnology", l.name as "locationName",
              json_agg(json_build_object('id', d.id, 'name', d.name, 'widthMm', d.width_mm, 'heightMm', d.height_mm) order by d.name) as definitions
         from printers p
         join printer_label_definitions pd on pd.printer_id = p.id
         join label_definitions d on d.id = pd.label_definition_id and d.label_kind = 'Material'
         left join locations l on l.id = p.location_id
        where p.business_unit_id = $1
        group by p.id, l.name order by p.name`,
      [request.caller.businessUnitId],
    );
    return { result: rows };
  });

  registerRoute(app, Printer.labelDefinitions, async (request) => {
    const { rows } = await ctx.db.query(
      'select id, name, label_kind as "labelKind", width_mm as "widthMm", height_mm as "heightMm" from label_definitions where business_unit_id = $1 order by name',
      [request.caller.businessUnitId],
    );
    return { result: rows };
  });

  registerRoute(app, Printer.create, async (request) => {
    const bu = request.caller.businessUnitId;
    const id = await ctx.db.transaction((tx) => createPrinter(tx, bu, request.body));
    const [row] = await publishRows(ctx, printerListView, bu, [id]);
    return { result: row };
  });

  registerRoute(app, Printer.update, async (request) => {
    const bu = request.caller.businessUnitId;
    await ctx.db.transaction((tx) => updatePrinter(tx, bu, request.params.id, request.body));
    const [row] = await publishRows(ctx, printerListView, bu, [request.params.id]);
    return { result: row };
  });

  registerRoute(app, Printer.delete, async (request) => {
    const bu = request.caller.businessUnitId;
    await ctx.db.transaction((tx) => deletePrinter(tx, bu, request.params.id));
    publishDeleted(ctx, printerListView.name, bu, [request.params.id]);
    return { result: true as const };
  });
}
