import fs from 'node:fs';
import path from 'node:path';
import { pluginClashes, type PluginSource } from '@cockpit/core/schema';

/** What the dashboard shows from every plugin: widget types, KPI templates and KPI figures (one namespace each). */
const DASHBOARD_KINDS = new Set(['widgets', 'kpiTemplates', 'kpiFigures']);

/**
 * Two plugins contributing the same widget type or KPI (template or figure) stop the start, naming
 * both plugin.json files: the dashboard would show only one of them. Read from every
 * plugins/<folder>/plugin.json of the plugins folder (a folder linked in counts too).
 */
export function assertNoDashboardClashes(pluginsDir: string | undefined): void {
  if (!pluginsDir || !fs.existsSync(pluginsDir)) return;
  const manifests: PluginSource[] = [];
  for (const folder of fs.readdirSync(pluginsDir).sort()) {
    const file = path.join(pluginsDir, folder, 'plugin.json');
    if (!fs.statSync(path.join(pluginsDir, folder)).isDirectory() || !fs.existsSync(file)) continue;
    manifests.push({ file: `plugins/${folder}/plugin.json`, data: JSON.parse(fs.readFileSync(file, 'utf8')) as unknown });
  }
  const clashes = pluginClashes(manifests).filter((issue) => DASHBOARD_KINDS.has(issue.pointer.split('/')[1]));
  if (clashes.length) throw new Error(clashes.map((issue) => `${issue.file}#${issue.pointer}: ${issue.message}`).join('\n'));
}
