/** Where a command reads its folder from and writes its lines to; tests pass their own. */
export interface CliIo {
  cwd: string;
  out(line: string): void;
  err(line: string): void;
}

export const processIo: CliIo = {
  cwd: process.cwd(),
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};
