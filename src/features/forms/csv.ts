/**
 * RFC 4180 CSV. Cells that a spreadsheet would run as a formula (=, +, -, @, tab, CR) get a
 * leading apostrophe: operators open exports in Excel, and visitors write the cells.
 */
type Cell = string | number | boolean | null | undefined

function escapeCell(value: Cell): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function toCsv<K extends string>(headers: readonly K[], rows: readonly Record<K, Cell>[]): string {
  const lines = [headers.map(escapeCell).join(',')]
  for (const row of rows) lines.push(headers.map((header) => escapeCell(row[header])).join(','))
  return `${lines.join('\r\n')}\r\n`
}
