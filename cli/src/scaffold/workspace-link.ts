import fs from 'node:fs';
import path from 'node:path';

/**
 * Links a new workspace into node_modules the way `npm install` does (node_modules/@scope/name ->
 * the package folder), so the console's import of it resolves at once. `npm install` later
 * records it in package-lock.json and finds the link already right. Answers whether it linked.
 */
export function linkWorkspace(root: string, packageName: string, packageDir: string): boolean {
  const link = path.join(root, 'node_modules', ...packageName.split('/'));
  if (!fs.existsSync(path.join(root, 'node_modules')) || fs.existsSync(link)) return false;
  fs.mkdirSync(path.dirname(link), { recursive: true });
  fs.symlinkSync(path.relative(path.dirname(link), packageDir), link, 'dir');
  return true;
}
