import fs from 'node:fs';
import path from 'node:path';
import { hasPermission } from '@cockpit/core/permissions';
import type { Caller, Db } from '@cockpit/server/sdk';
import type { DayBoundaries } from './day-boundaries';

/** A KPI whose figure a plugin contributes: plugin.json "kpiFigures", its SQL in a file of the plugin. */
export interface PluginKpi {
  plugin: string;
  /** The plugin.json that declares it (for messages). */
  file: string;
  name: string;
  sql: string;
  permission?: string;
}

/** A plugin KPI's report: the first row its SQL answers; `value` is the tile's figure. */
export interface PluginKpiReportData {
  kind: 'PluginKpi';
  value: number;
  [column: string]: unknown;
}

interface Declared {
  name?: unknown;
  sql?: unknown;
  permission?: unknown;
}

/**
 * Every plugin's KPI figures (plugins/<name>/plugin.json "kpiFigures": [{ name, sql, permission? }]).
 * The SQL file lies inside the plugin's folder; it reads the caller's business unit as $1 and the
 * business unit's day as ($2, $3] (yesterday's end, today's end). A name the dashboard computes already,
 * or that two plugins contribute, stops the server, naming both.
 */
export function loadPluginKpis(pluginsDir: string | undefined, hostNames: readonly string[]): PluginKpi[] {
  if (!pluginsDir || !fs.existsSync(pluginsDir)) return [];
  const found: PluginKpi[] = [];
  for (const entry of fs.readdirSync(pluginsDir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const file = path.join(pluginsDir, entry.name, 'plugin.json');
    if (!entry.isDirectory() || !fs.existsSync(file)) continue;
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string; kpiFigures?: Declared[] };
    const shown = `plugins/${entry.name}/plugin.json`;
    for (const [i, kpi] of (manifest.kpiFigures ?? []).entries()) {
      if (typeof kpi.name !== 'string' || typeof kpi.sql !== 'string') throw new Error(`${shown}#/kpiFigures/${i}: a KPI figure needs "name" and "sql" (a file of the plugin)`);
      const sqlFile = path.resolve(path.dirname(file), kpi.sql);
      if (!sqlFile.startsWith(path.dirname(file) + path.sep) || !fs.existsSync(sqlFile)) throw new Error(`${shown}#/kpiFigures/${i}/sql: "${kpi.sql}" is not a file of the plugin`);
      if (hostNames.includes(kpi.name)) throw new Error(`${shown}#/kpiFigures/${i}: KPI "${kpi.name}" is the dashboard plugin's own; name the plugin's KPI differently`);
      const earlier = found.find((k) => k.name === kpi.name);
      if (earlier) throw new Error(`${shown}#/kpiFigures/${i}: KPI "${kpi.name}" is contributed by ${earlier.file} too: two plugins may not contribute the same KPI`);
      found.push({
        plugin: String(manifest.name),
        file: shown,
        name: kpi.name,
        sql: fs.readFileSync(sqlFile, 'utf8'),
        ...(typeof kpi.permission === 'string' && { permission: kpi.permission }),
      });
    }
  }
  return found;
}

/**
 * Computes a plugin KPI in a read-only transaction (a figure never writes), for one business unit
 * and day. Its first row is the report; `value` (a number) is the tile's figure, 0 without a row.
 */
export async function pluginKpiReport(db: Db, kpi: PluginKpi, bu: number, day: DayBoundaries): Promise<PluginKpiReportData> {
  const row = await db.transaction(async (tx) => {
    await tx.query('set transaction read only');
    // A statement takes exactly the parameters it names: a figure of the unit alone gets $1 only.
    const used = Math.max(0, ...[...kpi.sql.matchAll(/\$(\d+)/g)].map((m) => Number(m[1])));
    return (await tx.query<Record<string, unknown>>(kpi.sql, [bu, day.yesterdayEnd, day.todayEnd].slice(0, used))).rows[0];
  });
  return { ...row, kind: 'PluginKpi', value: Number(row?.value ?? 0) || 0 };
}

/** Whether the caller may see the plugin KPI: it holds the KPI's permission, when it names one. */
export function maySeeKpi(caller: Caller, kpi: PluginKpi | undefined): boolean {
  return !kpi?.permission || hasPermission(caller.permissions, kpi.permission, caller.roles);
}
