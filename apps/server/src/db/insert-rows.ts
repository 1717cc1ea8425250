import type { Queryable } from './types';

/**
 * Multi-row INSERT in chunks (row-by-row inserts cost ~60 µs each on PGlite). Returns the ids
 * when the table has an id column and `returning` is set.
 */
export async function insertRows(db: Queryable, table: string, columns: string[], rows: unknown[][], options: { returning?: string; chunk?: number } = {}): Promise<number[]> {
  const chunk = options.chunk ?? Math.max(1, Math.floor(30000 / columns.length));
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += chunk) {
    const slice = rows.slice(start, start + chunk);
    const params: unknown[] = [];
    const tuples = slice.map((row) => {
      const placeholders = row.map((v) => {
        params.push(v);
        return `$${params.length}`;
      });
      return `(${placeholders.join(', ')})`;
    });
    const sql = `insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')}${options.returning ? ` returning ${options.returning}` : ''}`;
    const { rows: out } = await db.query<Record<string, number>>(sql, params);
    if (options.returning) for (const r of out) ids.push(r[options.returning]);
  }
  return ids;
}
