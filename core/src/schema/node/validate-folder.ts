import path from 'node:path';
import type { SchemaSet } from '../schema-set';
import type { SchemaIssue, SchemaReport } from '../types';
import { validateSchemaSource } from '../validate-source';
import { createFsSource } from './fs-source';
import { readPluginManifests } from './plugin-files';
import { layeredSchemas, type LayeredSchemas } from './plugin-schemas';

export interface FolderOptions {
  /** The plugins folder; defaults to plugins/ beside the schemas folder (the repository layout). */
  pluginsDir?: string;
}

/**
 * The report with a plugin's files named where they are (`../plugins/x/schemas/grids/y.json`, as
 * its plugin.json is named) and every clash between the host's and the plugins' schemas an error.
 */
export function withPluginSchemas(report: SchemaReport, layered: LayeredSchemas, schemasDir: string): SchemaReport {
  const where = (file: string) => {
    const real = layered.pluginOf(file) ? layered.realFile(file) : undefined;
    return real ? path.relative(schemasDir, real).split(path.sep).join('/') : file;
  };
  const clashes: SchemaIssue[] = layered.clashes().map((c) => ({ file: c.file, pointer: '', rule: 'plugin-schema-clash', message: c.message, severity: 'error' }));
  const files = [
    ...report.files.map((f) => ({ ...f, file: where(f.file), issues: f.issues.map((i) => ({ ...i, file: where(i.file) })) })),
    ...clashes.map((issue) => ({ file: issue.file, kind: 'catalogue' as const, ok: false, issues: [issue] })),
  ];
  const issues = files.flatMap((f) => f.issues);
  const errorCount = issues.filter((i) => i.severity === 'error').length;
  return { ...report, ok: errorCount === 0, errorCount, warningCount: issues.length - errorCount, issues, files };
}

/** Validates a schemas folder on disk with the plugins beside it (their manifests and schemas): what the CLI runs. */
export async function validateSchemaFolder(schemasDir: string, options: FolderOptions = {}): Promise<SchemaSet> {
  const dir = path.resolve(schemasDir);
  const pluginsDir = path.resolve(options.pluginsDir ?? path.join(dir, '..', 'plugins'));
  const set = await validateSchemaSource(createFsSource(dir, pluginsDir), { plugins: await readPluginManifests(pluginsDir, dir) });
  return { ...set, report: withPluginSchemas(set.report, layeredSchemas(dir, pluginsDir), dir) };
}
