import fs from 'node:fs';
import path from 'node:path';

/**
 * A cheap summary of what a folder holds (every file's path, size and modification time, walked
 * synchronously: about 650 files in 2 ms). Equal fingerprints mean nothing was added, removed or
 * edited, so a result computed from the folder still holds.
 */
export function folderFingerprint(dir: string, accept: (relative: string) => boolean = () => true): string {
  const lines: string[] = [];
  const walk = (relative: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(path.join(dir, relative), { withFileTypes: true });
    } catch {
      lines.push(`${relative}:missing`);
      return;
    }
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(child);
      } else if (entry.isFile() && accept(child)) {
        try {
          const stat = fs.statSync(path.join(dir, child));
          lines.push(`${child}:${stat.size}:${stat.mtimeMs}`);
        } catch {
          lines.push(`${child}:gone`);
        }
      }
    }
  };
  walk('');
  return lines.join('\n');
}
