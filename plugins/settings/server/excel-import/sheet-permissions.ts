import { type Caller, holds, WRITE, type WriteDoor } from '@cockpit/server/sdk';
import { type SheetKind, SHEETS } from './layout';

/**
 * The writes each sheet of the import does, from the door table: a sheet adds new records and
 * changes existing ones (it matches them by their key), so it needs both rights of the API calls
 * that add and change the same records; the Stock sheet adds stock as POST /api/Stock/gain does.
 */
export const SHEET_WRITES: Readonly<Record<SheetKind, readonly WriteDoor[]>> = {
  suppliers: ['supplierAdd', 'supplierUpdate'],
  locations: ['locationAdd', 'locationUpdate'],
  materials: ['materialAdd', 'materialUpdate'],
  stock: ['gainStock'],
};

const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');

/** The import's sheet a worksheet name stands for (the reader matches names the same way), if any. */
export function sheetKindOf(sheetName: string): SheetKind | undefined {
  return SHEETS.find((def) => norm(def.sheet) === norm(sheetName))?.kind;
}

/** Whether the caller holds every right the sheet's writes need. */
export function mayImportSheet(caller: Pick<Caller, 'permissions' | 'roles'>, kind: SheetKind): boolean {
  return SHEET_WRITES[kind].every((door) => holds(caller, WRITE[door]));
}

/** The first sheet of the workbook the caller may not import (by its name in the workbook), if any. */
export function forbiddenSheet(caller: Pick<Caller, 'permissions' | 'roles'>, sheetNames: readonly string[]): string | undefined {
  return sheetNames.find((name) => {
    const kind = sheetKindOf(name);
    return kind !== undefined && !mayImportSheet(caller, kind);
  });
}
