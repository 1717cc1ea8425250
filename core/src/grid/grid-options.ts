import type { IsFullWidthRowParams, RowHeightParams, RowSelectionOptions, SelectionColumnDef } from 'ag-grid-community';
import { isDetailRow } from '../grid-model/detail-rows';
import { isGroupRow } from '../views/grouping';

/*
 * The master grid's options that never change, made once. AG Grid compares each option with the
 * one it had by identity on every render of the page, and a new object or function is a change
 * it acts on: new selection options (a new `checkboxes` function) rebuild every column, a new
 * selection column definition rebuilds that column, a new full-width renderer redraws every row,
 * a new postSortRows sorts the rows again. The grid page renders a dozen times around its first
 * rows (the view, the rows, the grid's own api, the right-edge shadow), so each of those was
 * done that often.
 */

/** Several rows at once, with a header checkbox; detail and group header rows have no checkbox and cannot be selected. */
export const ROW_SELECTION: RowSelectionOptions = {
  mode: 'multiRow',
  checkboxes: (p) => !isDetailRow(p.data) && !isGroupRow(p.data),
  headerCheckbox: true,
  isRowSelectable: (n) => !isDetailRow(n.data) && !isGroupRow(n.data),
  enableClickSelection: false,
};

export const SELECTION_COLUMN: SelectionColumnDef = { pinned: 'left', width: 44 };

/** Detail rows (an expanded master's detail grid) and group header rows span the whole width. */
export const isFullWidthRow = (p: IsFullWidthRowParams): boolean => isDetailRow(p.rowNode.data) || isGroupRow(p.rowNode.data);

/** Only with detail rows: AG Grid asks getRowHeight for every row after every (live) transaction. */
export const DETAIL_ROW_HEIGHT = (p: RowHeightParams): number | undefined => (isDetailRow(p.data) ? 330 : undefined);
