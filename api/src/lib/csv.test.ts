import { describe, expect, it } from 'vitest';
import { csvFilename, csvStream, csvText, keysetBatches, neutraliseCell, type CsvExport } from './csv.js';

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += String(chunk);
  return out;
}

async function* batchesOf<T>(...batches: T[][]) {
  for (const batch of batches) yield batch;
}

describe('streamed CSV exports (lib/csv.ts)', () => {
  it('neutralises cells a spreadsheet would run as formulas (= + - @ tab CR), and nothing else', () => {
    for (const cell of ['=1+1', '+33 1', '-2', '@SUM(A1)', '\tx', '\rx']) expect(neutraliseCell(cell)).toBe(`'${cell}`);
    for (const cell of ['plain', ' =1', 'a=b', '', "'quoted"]) expect(neutraliseCell(cell)).toBe(cell);
    // Numbers stay numbers (a negative amount is not a formula); dates are written as spec §9 shows them.
    expect(csvText(-12.5)).toBe(-12.5);
    expect(csvText(new Date('2026-03-05T14:07:09Z'))).toBe('05/03/2026 14:07:09');
    expect(csvText(null)).toBe('');
    expect(csvText(true)).toBe('true');
  });

  it('writes a BOM, a header row and RFC 4180 quoted rows with CRLF', async () => {
    const exp: CsvExport<{ id: number; name: string }> = {
      filename: 'x.csv',
      columns: [
        { header: 'id', value: (r) => r.id },
        { header: 'name', value: (r) => r.name },
      ],
      batches: batchesOf(
        [{ id: 1, name: 'Ann, "the" donor' }],
        [
          { id: 2, name: 'two\nlines' },
          { id: 3, name: '=cmd|' },
        ],
      ),
    };
    expect(await text(csvStream(exp))).toBe('\uFEFFid,name\r\n1,"Ann, ""the"" donor"\r\n2,"two\nlines"\r\n3,\'=cmd|\r\n');
    expect(await text(csvStream({ ...exp, bom: false, batches: batchesOf<{ id: number; name: string }>() }))).toBe('id,name\r\n');
  });

  it('names the file by the export and its range', () => {
    expect(csvFilename('stats gifts', { datestart: '2026-11-01', dateend: '2026-11-30T00:00:00Z' })).toBe(
      'storyfund-stats-gifts-2026-11-01_2026-11-30.csv',
    );
    expect(csvFilename('audit-log')).toBe('storyfund-audit-log.csv');
  });

  it('streams a large export batch by batch on a keyset, never asking for all rows at once', async () => {
    const total = 25_000;
    const asked: (number | undefined)[] = [];
    let readAhead = 0;
    let written = 0;
    const fetch = async (after: number | undefined, limit: number) => {
      asked.push(after);
      const start = (after ?? 0) + 1;
      readAhead = Math.max(readAhead, start - 1 - written);
      return Array.from({ length: Math.max(0, Math.min(limit, total - start + 1)) }, (_, i) => ({ id: start + i }));
    };
    const stream = csvStream({
      filename: 'big.csv',
      columns: [{ header: 'id', value: (r: { id: number }) => r.id }],
      batches: keysetBatches(fetch, (r) => r.id),
    });
    let lines = 0;
    for await (const chunk of stream) {
      lines += String(chunk).split('\r\n').length - 1;
      written = lines - 1;
    }
    expect(lines).toBe(total + 1);
    // 25 full batches of 1,000 then an empty one; each asked after the last key of the one before.
    expect(asked).toEqual([undefined, ...Array.from({ length: 25 }, (_, i) => (i + 1) * 1000)]);
    // The reader is never far ahead of what the consumer took: a few batches in flight, not the whole export.
    expect(readAhead).toBeLessThan(total / 2);
  });

  it('stops the stream with the error when a batch fails mid-export', async () => {
    async function* failing() {
      yield [{ id: 1 }];
      throw new Error('database gone');
    }
    const stream = csvStream({ filename: 'x.csv', columns: [{ header: 'id', value: (r: { id: number }) => r.id }], batches: failing() });
    await expect(text(stream)).rejects.toThrow('database gone');
  });
});
