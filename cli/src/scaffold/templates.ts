import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** cli/templates: real files with __placeholders__, kept out of the type check (tsconfig exclude). */
export const templatesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../templates');

/**
 * Copies a template folder to `target`, filling __name__ placeholders in names and contents and
 * dropping the .tmpl suffix (which keeps editors and test runners off the template sources).
 */
export function copyTemplate(template: string, target: string, values: Record<string, string>): string[] {
  const fill = (text: string) => text.replace(/__([A-Za-z]+)__/g, (match, key: string) => values[key] ?? match);
  const written: string[] = [];
  const walk = (from: string, to: string) => {
    for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
      const source = path.join(from, entry.name);
      const destination = path.join(to, fill(entry.name).replace(/\.tmpl$/, ''));
      if (entry.isDirectory()) {
        walk(source, destination);
        continue;
      }
      fs.mkdirSync(to, { recursive: true });
      fs.writeFileSync(destination, fill(fs.readFileSync(source, 'utf8')));
      written.push(destination);
    }
  };
  walk(path.join(templatesDir, template), target);
  return written;
}

/** The files copyTemplate would write, without writing them (to refuse a name that is taken first). */
export function templateTargets(template: string, target: string, values: Record<string, string>): string[] {
  const fill = (text: string) => text.replace(/__([A-Za-z]+)__/g, (match, key: string) => values[key] ?? match);
  const from = path.join(templatesDir, template);
  return fs
    .readdirSync(from, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(target, fill(path.relative(from, path.join(e.parentPath, e.name))).replace(/\.tmpl$/, '')));
}
