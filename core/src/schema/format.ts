import type { SchemaIssue, SchemaReport } from './types';

/** 'schemas/../plugins/x/plugin.json' -> 'plugins/x/plugin.json', without Node's path module. */
function normalize(path: string): string {
  const out: string[] = [];
  for (const part of path.split('/')) {
    if (part === '.' || part === '') continue;
    if (part === '..' && out.length && out[out.length - 1] !== '..') out.pop();
    else out.push(part);
  }
  return out.join('/');
}

/**
 * One issue as a line: `schemas/grids/tasks.json#/columns/3/type: must be one of text, ...`.
 * `folder` is how the schemas folder should be named (relative to where the reader stands).
 */
export function formatIssue(issue: SchemaIssue, folder = 'schemas'): string {
  const file = normalize(folder ? `${folder}/${issue.file}` : issue.file);
  const level = issue.severity === 'warning' ? 'warning: ' : '';
  return `${file}#${issue.pointer}: ${level}${issue.message}`;
}

/** The whole report as lines, errors before warnings, and a count at the end. */
export function formatReport(report: SchemaReport, folder = 'schemas'): string[] {
  const errors = report.issues.filter((i) => i.severity === 'error');
  const warnings = report.issues.filter((i) => i.severity === 'warning');
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const lines = [...errors, ...warnings].map((i) => formatIssue(i, folder));
  const checked = report.files.length;
  lines.push(`${plural(report.errorCount, 'error')}, ${plural(report.warningCount, 'warning')} in ${plural(checked, 'file')} checked`);
  for (const skipped of report.skipped) lines.push(`not checked: ${skipped}`);
  return lines;
}
