import type { PluginManifest } from './generated/plugin';
import { pointer } from './json-pointer';
import type { References } from './reference-checks';
import type { FileIssue } from './types';

/** A plugin's pages name real permissions and texts; the catalogue groups it owns exist. */
export function checkPlugin(manifest: PluginManifest, refs: References): FileIssue[] {
  const issues: FileIssue[] = [];
  (manifest.pages ?? []).forEach((page, i) => {
    refs.translation(pointer('/pages', i, 'title'), page.title);
    refs.permission(pointer('/pages', i, 'permission'), page.permission);
  });
  (manifest.widgets ?? []).forEach((widget, i) => {
    refs.translation(pointer('/widgets', i, 'title'), widget.title);
    refs.permission(pointer('/widgets', i, 'permission'), widget.permission);
  });
  (manifest.kpiFigures ?? []).forEach((kpi, i) => refs.permission(pointer('/kpiFigures', i, 'permission'), kpi.permission));
  const catalogues = refs.defs.catalogues;
  (manifest.translationGroups ?? []).forEach((group, i) => {
    if (!catalogues) return;
    const missing = [...catalogues].filter(([, keys]) => ![...keys].some((k) => k.startsWith(`${group}.`))).map(([code]) => code);
    if (missing.length) {
      issues.push({
        pointer: pointer('/translationGroups', i),
        rule: 'unknown-translation-group',
        message: `translation group "${group}" has no keys in ${missing.join(', ')} (add ${missing.map((code) => `i18n/${code}/${group}.json`).join(', ')})`,
        severity: 'error',
      });
    }
  });
  return issues;
}
