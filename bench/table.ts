import type { Endpoint, Measurement } from './measure';

export type TargetResult = { name: string; students: number; postgres: string; results: Map<string, Measurement> };

/**
 * An admin endpoint's median may take at most this many times its demo median: 3× at 50,000 students, 5× at a
 * million (issue 33 item 2); below half a million the 50,000 goal holds.
 */
export const maxLargeToDemo = (students: number) => (students < 500_000 ? 3 : 5);

/** 50,000 → "50k", 1,000,150 → "1M": the large target's column heads. */
const sizeLabel = (students: number) =>
  students >= 1_000_000 ? `${Math.floor(students / 1_000_000)}M` : `${Math.floor(students / 1000)}k`;

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '–');
const ratio = (a: number | undefined, b: number | undefined) => (a && b ? `${(a / b).toFixed(2)}×` : '–');
const rate = (value: number | undefined) => (value === undefined ? '–' : Math.round(value).toString());

function columns(target: TargetResult | undefined, label: string, health: string): string[] {
  const m = target?.results.get(label);
  const h = target?.results.get(health);
  if (!m) return ['–', '–', '–', '–'];
  const flag = m.failures > 0 ? ` (${m.failures} failed)` : '';
  return [rate(m.requestsPerSecond) + flag, ms(m.p50), ms(m.p99), ratio(m.p50, h?.p50)];
}

/** The markdown table docs/PERFORMANCE.md keeps: req/s, median and p99 in ms, and the ratios that matter. */
export function printTable(endpoints: readonly Endpoint[], targets: readonly TargetResult[]): void {
  const demo = targets.find((t) => t.name === 'demo');
  const large = targets.find((t) => t.name === 'large');
  const pglite = targets.find((t) => t.name === 'pglite');
  const health = endpoints[0]!.label;
  for (const t of targets) console.log(`${t.name}: ${t.students} students, Postgres ${t.postgres}`);
  console.log('');
  const size = large ? sizeLabel(large.students) : 'large';
  const goal = maxLargeToDemo(large?.students ?? 0);
  console.log(
    `| Endpoint | Demo req/s | Demo p50 | Demo p99 | p50 ÷ health | ${size} req/s | ${size} p50 | ${size} p99 | p50 ÷ health | ` +
      `**${size} ÷ demo p50** | ${size} body (bytes) | PGlite req/s | PGlite p50 | PGlite p99 | p50 ÷ health |`,
  );
  console.log('|---|' + '---:|'.repeat(14));
  const over: string[] = [];
  for (const endpoint of endpoints) {
    const d = demo?.results.get(endpoint.label);
    const l = large?.results.get(endpoint.label);
    // No answer within the run (p50 NaN) is over any goal, never a blank that passes.
    const growth = l && d ? (Number.isNaN(l.p50) ? Infinity : l.p50 / d.p50) : undefined;
    if (growth !== undefined && growth > goal && endpoint.path.startsWith('/api/admin/')) over.push(endpoint.label);
    const cells = [
      `\`${endpoint.label}\``,
      ...columns(demo, endpoint.label, health),
      ...columns(large, endpoint.label, health),
      growth === undefined ? '–' : growth === Infinity ? '**no answer in the run**' : `**${growth.toFixed(2)}×**`,
      l ? String(l.bytes) : '–',
      ...columns(pglite, endpoint.label, health),
    ];
    console.log(`| ${cells.join(' | ')} |`);
  }
  console.log('');
  if (demo && large) {
    console.log(
      over.length === 0
        ? `Every admin endpoint's median at ${large.students} students is within ${goal}× its demo median.`
        : `Over ${goal}× the demo median: ${over.join(', ')}.`,
    );
  }
}
