import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { clearStamp, computeStamp, rebuildReason, writeStamp } from './build-stamp';

const consoleDir = import.meta.dirname;

/** The console's own build script (vite build), as `npm run build -w @cockpit/console` runs it. */
function viteBuild(repoRoot: string): void {
  const result = spawnSync('npm', ['run', 'build', '--silent', '-w', '@cockpit/console'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`The console build failed (exit ${result.status ?? result.signal})`);
}

export interface BuildOptions {
  /** Skip the build when the stamp matches the sources and the built folder is whole. */
  ifChanged?: boolean;
  repoRoot?: string;
  distDir?: string;
  /** Runs the build itself (default: Vite through the workspace's script); throws when it fails. */
  build?: (repoRoot: string) => void;
  log?: (line: string) => void;
}

/** Builds the console and writes the build stamp beside it. Answers whether it built. */
export function buildConsole(options: BuildOptions = {}): boolean {
  const repoRoot = options.repoRoot ?? path.resolve(consoleDir, '../..');
  const distDir = options.distDir ?? path.join(repoRoot, 'apps/console/dist');
  const log = options.log ?? ((line: string) => console.log(line));
  // Taken before the build: a source edited while it runs makes the next start build again.
  const stamp = computeStamp(repoRoot);
  if (options.ifChanged) {
    const reason = rebuildReason(repoRoot, distDir, stamp);
    if (!reason) {
      log('The console is built from the current sources: no build needed.');
      return false;
    }
    log(`Building the console (${reason})...`);
  }
  // Cleared first: a build that fails or is stopped half-way leaves no stamp, so the next start builds.
  clearStamp(distDir);
  (options.build ?? viteBuild)(repoRoot);
  writeStamp(distDir, stamp);
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  try {
    buildConsole({ ifChanged: process.argv.includes('--if-changed') });
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
