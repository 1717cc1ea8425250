import type { MenuSchema } from '@cockpit/core/schema';
import type { Queryable } from '../db/types';
import { unitSchemasFor } from './unit-schemas';

/**
 * The menu a unit's console shows: the file's, with the entries the studio changed or added for
 * the unit or the installation (the ones that validate: a stale overlay's entry is left out with
 * its screen). Undefined when the folder has no menu.
 */
export async function unitMenu(schemasDir: string, db: Queryable, businessUnitId: number): Promise<MenuSchema | undefined> {
  const { bundle } = await unitSchemasFor(schemasDir)(db, businessUnitId);
  const index = bundle.files['index.json'] as { menu?: string } | undefined;
  return bundle.files[index?.menu ?? 'menu.json'] as MenuSchema | undefined;
}
