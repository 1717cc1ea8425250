/**
 * A table's head row: one header cell per column label, in order (labels already translated, so
 * the keys stay visible where the table is written); `''` is a column without a heading (its row
 * actions), `{ label, className }` a cell with a class (e.g. 'num' for a right-aligned figure).
 */
export type HeadCell = string | { label: string; className: string };

export function TableHead({ cells }: { cells: readonly HeadCell[] }) {
  return (
    <thead>
      <tr>
        {cells.map((cell, i) =>
          typeof cell === 'string' ? (
            <th key={i}>{cell || null}</th>
          ) : (
            <th key={i} className={cell.className}>
              {cell.label}
            </th>
          ),
        )}
      </tr>
    </thead>
  );
}
