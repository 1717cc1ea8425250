import fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';

/**
 * Formats what a scaffolding command wrote as `npm run format` would: the project's Prettier
 * configuration and .prettierignore decide (schemas and package-lock.json keep their layout), so
 * that `prettier --check .` (a step of the README's test command) passes right after the command.
 * Answers the files it changed; a project without a Prettier configuration is left as written.
 */
export async function formatWritten(root: string, files: string[]): Promise<string[]> {
  const ignorePath = path.join(root, '.prettierignore');
  const changed: string[] = [];
  for (const file of [...new Set(files)]) {
    if (!fs.existsSync(file)) continue;
    const info = await prettier.getFileInfo(file, { ignorePath: fs.existsSync(ignorePath) ? ignorePath : undefined });
    if (info.ignored || !info.inferredParser) continue;
    // A project without a Prettier configuration has no format to keep: its files stay as written.
    const options = await prettier.resolveConfig(file);
    if (!options) continue;
    const text = fs.readFileSync(file, 'utf8');
    const formatted = await prettier.format(text, { ...options, filepath: file });
    if (formatted !== text) {
      fs.writeFileSync(file, formatted);
      changed.push(file);
    }
  }
  return changed;
}

/**
 * Writes JSON laid out as the scaffold's templates are: each object or array on one line where it
 * fits the project's print width (180), broken where not. Schema files are kept out of Prettier,
 * so this is their one layout; files Prettier formats keep it (it collapses nothing by itself).
 */
export async function writeCompactJson(file: string, value: unknown): Promise<void> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, await prettier.format(JSON.stringify(value), { parser: 'json', printWidth: 180 }));
}
