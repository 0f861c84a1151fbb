/**
 * The header row of a CSV file, read in the browser for the mapping step: only the first 64 KB are read, a
 * byte order mark is dropped, and cells may be quoted ("Last, name" and "" for a quote), as RFC 4180 has it.
 */
export function parseHeaderLine(text: string): string[] {
  const source = text.replace(/^\uFEFF/, '');
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      cells.push(cell.trim());
      cell = '';
    } else if (char === '\n' || char === '\r') break;
    else cell += char;
  }
  cells.push(cell.trim());
  return cells.length === 1 && cells[0] === '' ? [] : cells;
}

export async function readCsvHeader(file: Blob): Promise<string[]> {
  return parseHeaderLine(await file.slice(0, 64 * 1024).text());
}
