import { useRef } from 'react';
import type { TFunction } from 'i18next';
import type { GridSchema } from './schema-types';
import { gridLocaleText } from './grid-locale';

/**
 * Every text the master grid's columns and cells show, as one string: the column headers, AG
 * Grid's own texts, yes/no, the expander's labels and the enum columns' values.
 */
export function gridTextsSignature(grid: Pick<GridSchema, 'columns'>, t: TFunction): string {
  const texts: unknown[] = [gridLocaleText(t), t('Common.yes'), t('Common.no'), t('Grid.expandRow'), t('Grid.collapseRow')];
  for (const column of grid.columns) {
    texts.push(t(column.label));
    if (column.type === 'enum' && column.enum) texts.push(t(`Enums.${column.enum}`, { returnObjects: true }));
  }
  return JSON.stringify(texts);
}

/**
 * `t` as the grid's column definitions read it: the same function for as long as the texts the
 * grid shows are the same. react-i18next hands out a new `t` whenever texts are added (the whole
 * catalogues arrive just after the first rows are painted), and a new `t` rebuilt every column
 * definition, which AG Grid answers by refreshing every column and cell, for texts that had not
 * changed. A language change still gives a new `t` (its texts differ, and the grid is remade).
 */
export function useGridT(grid: Pick<GridSchema, 'columns'>, t: TFunction): TFunction {
  const signature = gridTextsSignature(grid, t);
  const kept = useRef({ signature, t });
  if (kept.current.signature !== signature) kept.current = { signature, t };
  return kept.current.t;
}
