/** A small RFC 4180 reader (separator ;) to check that the export reads back field for field. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (quoted || (c !== ';' && c !== '\r')) {
      field += c;
    } else if (c === ';') {
      row.push(field);
      field = '';
    } else {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++; // the \n of CRLF
    }
  }
  return rows;
}
