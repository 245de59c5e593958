// The streamed CSV (csv-stream.ts) over a real HTTP connection: the first bytes leave before the last batch is read.
import type { AddressInfo } from 'node:net';
import { parse } from 'csv-parse/sync';
import Koa from 'koa';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { csvCell, sendCsv, spreadsheetSafe } from './csv-stream';

type Row = { n: number; text: string };

describe('sendCsv', () => {
  it('sends the first rows before the last batch is read, then records the count once', async () => {
    let releaseLast!: () => void;
    const lastBatch = new Promise<void>((resolve) => (releaseLast = resolve));
    const reads: number[] = [];
    const done: [number, boolean][] = [];
    const app = new Koa();
    app.silent = true; // as the real app: a client going away is no error to print
    app.use((ctx) => {
      sendCsv<Row, number>(ctx, {
        filename: 'rows.csv',
        batch: 2,
        columns: [
          { header: 'n', value: (r) => r.n },
          { header: 'text', value: (r) => r.text },
        ],
        read: async (after, limit) => {
          const start = after ?? 0;
          reads.push(start);
          if (start >= 4) await lastBatch; // the third batch waits until the client has bytes
          const items = Array.from({ length: start >= 4 ? 1 : limit }, (_, i) => ({ n: start + i, text: `a, "b"\nc ${start + i}` }));
          return { items, next: start + items.length };
        },
        done: async (count, complete) => {
          done.push([count, complete]);
        },
      });
    });
    const server = app.listen(0);
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      const reader = res.body!.getReader();
      const first = await reader.read();
      expect(first.value?.length).toBeGreaterThan(0);
      expect(done).toEqual([]); // the last batch is not read yet
      releaseLast();
      const chunks = [first.value!];
      for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
      const text = Buffer.concat(chunks).toString('utf8');
      expect(text.startsWith('\uFEFFn,text\r\n')).toBe(true);
      const rows = parse(text, { bom: true, columns: true }) as Row[];
      expect(rows.map((r) => r.text)).toEqual([0, 1, 2, 3, 4].map((n) => `a, "b"\nc ${n}`));
      expect(reads).toEqual([0, 2, 4]);
      expect(done).toEqual([[5, true]]);
    } finally {
      server.close();
    }
  });

  it('records a download the client stopped as incomplete, and reads no further', async () => {
    let reads = 0;
    let finished!: (entry: [number, boolean]) => void;
    const done = new Promise<[number, boolean]>((resolve) => (finished = resolve));
    const app = new Koa();
    app.silent = true; // as the real app: a client going away is no error to print
    app.use((ctx) => {
      sendCsv<Row, number>(ctx, {
        filename: 'rows.csv',
        batch: 100,
        columns: [{ header: 'text', value: (r) => r.text }],
        read: async (after) => {
          reads++;
          const start = after ?? 0;
          // Endless, and wide enough that the buffers fill and the reads wait for the client.
          return { items: Array.from({ length: 100 }, (_, i) => ({ n: start + i, text: 'x'.repeat(1000) })), next: start + 100 };
        },
        done: async (count, complete) => finished([count, complete]),
      });
    });
    const server = app.listen(0);
    try {
      const controller = new AbortController();
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { signal: controller.signal });
      await res.body!.getReader().read();
      controller.abort();
      const [count, complete] = await done;
      expect(complete).toBe(false);
      expect(count).toBeGreaterThan(0);
      const readsWhenStopped = reads;
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(reads).toBe(readsWhenStopped);
    } finally {
      server.close();
    }
  });
});

describe('spreadsheetSafe', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","Click")', `'=HYPERLINK("http://evil.example","Click")`],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['+cmd|" /C calc"!A0', `'+cmd|" /C calc"!A0`],
    ['-2+3+cmd', "'-2+3+cmd"],
    ['\tleading tab', "'\tleading tab"],
    ['\rcarriage return', "'\rcarriage return"],
    // Issue 25 finding 9: these went out as they were, and a spreadsheet computes them.
    ['-1-1', "'-1-1"],
    ['+1-1', "'+1-1"],
    ['-1500.50', "'-1500.50"],
    ['+252 61 234 5678', "'+252 61 234 5678"],
    ['Amina Hassan', 'Amina Hassan'],
    ['أمينة حسن', 'أمينة حسن'],
  ])('writes %j as %j', (text, written) => {
    expect(spreadsheetSafe(text)).toBe(written);
  });

  it('leaves a phone number in a phone column as it is, and guards anything else there', () => {
    expect(spreadsheetSafe('+252 61 234 5678', { phone: true })).toBe('+252 61 234 5678');
    expect(spreadsheetSafe('+254 (0) 712-345.678', { phone: true })).toBe('+254 (0) 712-345.678');
    expect(spreadsheetSafe('+cmd|" /C calc"!A0', { phone: true })).toBe(`'+cmd|" /C calc"!A0`);
    expect(spreadsheetSafe('=1+1', { phone: true })).toBe("'=1+1");
    expect(spreadsheetSafe('-1-1', { phone: true })).toBe("'-1-1");
  });
});

describe('csvCell', () => {
  const FORMULA_START = ['=', '+', '-', '@', '\t', '\r'];
  const texts = fc.oneof(
    fc.string(),
    fc.tuple(fc.constantFrom(...FORMULA_START), fc.string()).map(([start, rest]) => start + rest),
    fc.stringMatching(/^[+-][\d\s().-]{0,12}$/),
  );
  const values = fc.oneof(texts, fc.array(texts, { maxLength: 3 }), fc.integer({ min: -1e6, max: 1e6 }), fc.double({ noNaN: true }), fc.constant(null), fc.date({ noInvalidDate: true }));

  it('never writes a cell starting with a formula character, except a phone number in a phone column', () => {
    fc.assert(
      fc.property(values, fc.boolean(), (value, phone) => {
        const written = csvCell(value, { phone });
        const startsFormula = FORMULA_START.includes(written[0] ?? '');
        if (startsFormula) expect(phone && /^\+[\d\s().-]+$/.test(written)).toBe(true);
        // Nothing is lost: the apostrophe is the only change.
        if (typeof value === 'string') expect([value, `'${value}`]).toContain(written);
      }),
      { numRuns: 2000 },
    );
  });
});
