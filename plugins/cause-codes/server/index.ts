import { defineServerPlugin, HttpError, notFound, publishDeleted, publishRows, registerListRoute, registerRoute, type AppContext, type FastifyInstance } from '@cockpit/server/sdk';
import { CauseCode } from '../routes';
import { causeCodeListView } from './list-view';
import { seedCauseCodes } from './seed';

/**
 * Cause codes: GET Header lists them (the gain/lose/move dialogs filter by type); PUT creates one
 * without an id and updates the one with; DELETE by id. A value is unique per business unit and
 * type, whatever its case.
 */
async function causeCodeRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerListRoute(app, ctx, CauseCode.Header, causeCodeListView);

  registerRoute(app, CauseCode.save, async (request) => {
    const bu = request.caller.businessUnitId;
    const { id, type, value, displayText } = request.body;
    const savedId = await ctx.db.transaction(async (tx) => {
      const { rows: taken } = await tx.query<{ id: number }>('select id from cause_codes where business_unit_id = $1 and type = $2 and lower(value) = lower($3) and id <> $4', [
        bu,
        type,
        value,
        id ?? 0,
      ]);
      // The type in the details under the name of its enum, so that the console says it as the screen does ("Loss").
      if (taken.length) throw new HttpError(409, 'CauseCodes.Exists', `Cause code "${value}" already exists for ${type}`, { causeCode: value, causeCodeType: type });
      if (id === undefined) {
        const { rows } = await tx.query<{ id: number }>('insert into cause_codes (business_unit_id, type, value, display_text) values ($1, $2, $3, $4) returning id', [
          bu,
          type,
          value,
          displayText.trim(),
        ]);
        return rows[0].id;
      }
      const { rowCount } = await tx.query('update cause_codes set type = $3, value = $4, display_text = $5 where id = $1 and business_unit_id = $2', [
        id,
        bu,
        type,
        value,
        displayText.trim(),
      ]);
      if (!rowCount) throw notFound(`Cause code ${id} not found`);
      return id;
    });
    const [row] = await publishRows(ctx, causeCodeListView, bu, [savedId]);
    return { result: row as { id: number; type: string; value: string; displayText: string } };
  });

  registerRoute(app, CauseCode.delete, async (request) => {
    const bu = request.caller.businessUnitId;
    const { rowCount } = await ctx.db.query('delete from cause_codes where id = $1 and business_unit_id = $2', [request.params.id, bu]);
    if (!rowCount) throw notFound(`Cause code ${request.params.id} not found`);
    publishDeleted(ctx, causeCodeListView.name, bu, [request.params.id]);
    return { result: true };
  });
}

/** The cause-codes plugin's server half: its routes, its list view, its table (server/migrations) and its demo codes. */
export default defineServerPlugin({
  name: 'causeCodes',
  routes: causeCodeRoutes,
  listViews: [causeCodeListView],
  // After the warehouse activity: nothing of it reads a cause code.
  seed: { afterActivity: ({ tx, units }) => seedCauseCodes(tx, [units.demo, units.north]) },
});
