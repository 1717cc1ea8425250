import os from 'node:os';

/** The machine's conditions, printed with every figure: these machines are noisy. */
export function conditions(): string {
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  const [l1, l5] = os.loadavg();
  return `${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, load ${l1.toFixed(2)}/${l5.toFixed(2)}`;
}

export function percentile(values: number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export const median = (values: number[]) => percentile(values, 50);

export function report(title: string, lines: Record<string, string | number>): void {
  console.log(`\n## ${title}`);
  console.log(`   conditions: ${conditions()}`);
  for (const [k, v] of Object.entries(lines)) console.log(`   ${k}: ${typeof v === 'number' ? (Number.isInteger(v) ? v : v.toFixed(2)) : v}`);
}
