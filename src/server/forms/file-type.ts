/**
 * What a quote spreadsheet really is, from its bytes (not its name): xlsx is a ZIP holding
 * [Content_Types].xml and an xl/ part; xls an OLE2 compound file; csv UTF-8 text without control
 * characters. The extension must agree with the content, so a renamed program is refused.
 */
export type SpreadsheetFormat = 'xlsx' | 'xls' | 'csv'

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04]
const OLE2_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte)

function looksLikeXlsx(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, ZIP_SIGNATURE)) return false
  const names = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1')
  return names.includes('[Content_Types].xml') && names.includes('xl/')
}

function looksLikeCsv(bytes: Uint8Array): boolean {
  if (bytes.length === 0) return false
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return false
  }
  // Tabs, line breaks and printable text only: a binary file fails here.
  return !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text)
}

export function extensionOf(fileName: string): string {
  const match = /\.([a-z0-9]+)$/i.exec(fileName.trim())
  return match ? match[1]!.toLowerCase() : ''
}

/** The format the bytes prove, when it matches the file's extension; else null. */
export function detectSpreadsheet(fileName: string, bytes: Uint8Array): SpreadsheetFormat | null {
  const extension = extensionOf(fileName)
  if (extension === 'xlsx') return looksLikeXlsx(bytes) ? 'xlsx' : null
  if (extension === 'xls') return startsWith(bytes, OLE2_SIGNATURE) ? 'xls' : null
  if (extension === 'csv') return looksLikeCsv(bytes) ? 'csv' : null
  return null
}

export const SPREADSHEET_MIME_TYPES: Record<SpreadsheetFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  csv: 'text/csv',
}
