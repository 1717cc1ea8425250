import fs from 'node:fs';
import path from 'node:path';

/**
 * Data folders hold every unit's rows, password hashes and the installation's secrets: only the
 * account the server runs as may read them. Folders are 0700 and files 0600 whatever the umask the
 * server was started with: the process's umask is set to 077 (so every file the database engine
 * writes later is private too) and what is already there is set explicitly.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** From now on this process creates files 0600 and folders 0700. */
export function privateUmask(): void {
  // Worker threads cannot change the umask; the main thread (the server, the CLI) can.
  try {
    process.umask(0o077);
  } catch {
    /* a worker: the explicit modes below still apply */
  }
}

/**
 * Makes the folder (and missing parents) with this process's umask private, the folder itself
 * 0700 (so nobody else reaches inside it), its contents left as they are.
 */
export function makePrivateFolder(dir: string): void {
  privateUmask();
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  fs.chmodSync(dir, PRIVATE_DIR_MODE);
}

/** Makes the folder (and missing parents) private and sets everything inside to private modes. */
export function makePrivateDir(dir: string): void {
  makePrivateFolder(dir);
  restrictTree(dir);
}

/** Folders 0700 and files 0600 throughout the tree (symbolic links left alone). */
export function restrictTree(dir: string): void {
  fs.chmodSync(dir, PRIVATE_DIR_MODE);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) restrictTree(full);
    else if (entry.isFile()) fs.chmodSync(full, PRIVATE_FILE_MODE);
  }
}

/** Writes a file that only this account may read (0600 even when it existed with other modes). */
export function writePrivateFile(file: string, bytes: Uint8Array): void {
  fs.writeFileSync(file, bytes, { mode: PRIVATE_FILE_MODE });
  fs.chmodSync(file, PRIVATE_FILE_MODE);
}
