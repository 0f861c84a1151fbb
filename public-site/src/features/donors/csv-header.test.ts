import { describe, expect, it } from 'vitest';
import { parseHeaderLine, readCsvHeader } from './csv-header';

describe('the CSV header row, read for the mapping step', () => {
  it('splits on commas, keeps quoted commas and quotes, drops the BOM and stops at the line end', () => {
    expect(parseHeaderLine('\uFEFFE-mail, First name ,"Last, name","Say ""hi"""\r\nx,y,z')).toEqual([
      'E-mail',
      'First name',
      'Last, name',
      'Say "hi"',
    ]);
    expect(parseHeaderLine('email\nann@example.test')).toEqual(['email']);
  });
  it('answers no columns for an empty file', () => {
    expect(parseHeaderLine('')).toEqual([]);
  });
  it('reads a File', async () => {
    expect(await readCsvHeader(new File(['first,last,email\r\nA,B,c@d.e'], 'donors.csv'))).toEqual(['first', 'last', 'email']);
  });
});
