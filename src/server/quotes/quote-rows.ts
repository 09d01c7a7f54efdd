/**
 * A quote spreadsheet's rows priced against the catalogue, for operators: the admin's
 * form-submission view and GET /api/quote-files/{id}/rows show the same report. The file is read
 * from the private upload directory each time (the parse is cached per file for a few minutes);
 * prices are always looked up fresh.
 */
import fs from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'

import { UPLOAD_MAX_BYTES } from '@/lib/constants'
import { env } from '@/server/env'

import { MAX_ROWS, type ParseOutcome, type SheetFormat, parseSpreadsheet } from './parse-sheet'
import {
  type CatalogueProduct,
  HEADER_SEARCH_ROWS,
  type QuoteLine,
  type QuoteTotals,
  codeKey,
  detectHeader,
  extractLines,
  priceLines,
} from './sheet-rows'

export const NO_CODE_COLUMN_MESSAGE = `No product code column was found in the first ${HEADER_SEARCH_ROWS} rows. Name a column "Product code", "SKU" or "Item #" to match the rows with the catalogue.`
export const FILE_MISSING_MESSAGE = 'The spreadsheet file is missing from storage, so its rows cannot be shown.'

export interface QuoteRowsReport {
  fileId: number | string
  fileName: string
  format: SheetFormat
  /** 'ok' with rows; otherwise `message` says why there are none. */
  status: 'ok' | 'refused' | 'no-code-column' | 'missing'
  message: string | null
  sheetName: string | null
  /** Spreadsheet row number of the header row. */
  headerRow: number | null
  columns: { productCode: string; description: string | null; quantity: string | null } | null
  /** At most this many rows of the sheet are read. */
  rowLimit: number
  /** True when the sheet had more rows than rowLimit. */
  truncated: boolean
  lines: QuoteLine[]
  totals: QuoteTotals
}

const EMPTY_TOTALS: QuoteTotals = { lines: 0, matched: 0, notInCatalogue: 0, totalSaving: 0 }

// Parse results by file id and version; a handful is enough (operators open one submission at a time).
const CACHE_SIZE = 16
const CACHE_MS = 10 * 60 * 1000
const parsed = new Map<string, { at: number; outcome: ParseOutcome }>()

async function parseCached(key: string, read: () => Promise<ParseOutcome>): Promise<ParseOutcome> {
  const hit = parsed.get(key)
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.outcome
  const outcome = await read()
  parsed.set(key, { at: Date.now(), outcome })
  while (parsed.size > CACHE_SIZE) parsed.delete(parsed.keys().next().value!)
  return outcome
}

/** Catalogue products whose code matches one of `codes` (ignoring case and spaces), by codeKey. */
export async function findCatalogueProducts(payload: Payload, codes: readonly string[]): Promise<Map<string, CatalogueProduct>> {
  const variants = new Set<string>()
  for (const code of codes) {
    const trimmed = code.trim()
    for (const variant of [trimmed, trimmed.toUpperCase(), trimmed.toLowerCase(), codeKey(trimmed)]) variants.add(variant)
  }
  const found = new Map<string, CatalogueProduct>()
  if (!variants.size) return found
  const { docs } = await payload.find({
    collection: 'products',
    where: { productCode: { in: [...variants] } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { productCode: true, productName: true, programPrice: true, retailPrice: true, discountPercent: true },
  })
  for (const doc of docs) {
    found.set(codeKey(doc.productCode), {
      id: doc.id,
      productCode: doc.productCode,
      productName: doc.productName,
      programPrice: doc.programPrice ?? null,
      retailPrice: doc.retailPrice ?? null,
      discountPercent: doc.discountPercent ?? null,
    })
  }
  return found
}

/** Builds the report from parsed sheets: the first sheet with a product code column is used. */
export async function reportFromOutcome(
  payload: Payload,
  file: { id: number | string; filename: string; format: SheetFormat },
  outcome: ParseOutcome,
): Promise<QuoteRowsReport> {
  const base = {
    fileId: file.id,
    fileName: file.filename,
    format: file.format,
    sheetName: null,
    headerRow: null,
    columns: null,
    rowLimit: MAX_ROWS,
    truncated: false,
    lines: [],
    totals: EMPTY_TOTALS,
  }
  if (!outcome.ok) return { ...base, status: 'refused', message: outcome.message }
  for (const sheet of outcome.sheets) {
    const header = detectHeader(sheet.rows)
    if (!header) continue
    const lines = extractLines(sheet.rows, header, sheet.firstRow)
    const catalogue = await findCatalogueProducts(payload, lines.map((line) => line.productCode))
    const priced = priceLines(lines, catalogue)
    return {
      ...base,
      status: 'ok',
      message: null,
      sheetName: sheet.name,
      headerRow: sheet.firstRow + header.rowIndex,
      columns: header.labels,
      truncated: sheet.truncated,
      lines: priced.lines,
      totals: priced.totals,
    }
  }
  return { ...base, status: 'no-code-column', message: NO_CODE_COLUMN_MESSAGE }
}

/** The report for one stored quote spreadsheet; null when there is no such file. */
export async function loadQuoteRows(payload: Payload, id: number | string): Promise<QuoteRowsReport | null> {
  const doc = await payload.findByID({ collection: 'quote-files', id, depth: 0, overrideAccess: true, disableErrors: true })
  if (!doc || !doc.filename) return null
  const file = { id: doc.id, filename: doc.filename, format: doc.detectedFormat }
  const staticDir = payload.collections['quote-files'].config.upload.staticDir ?? path.resolve(process.cwd(), env.UPLOADS_DIR, 'quote-files')
  const location = path.join(staticDir, path.basename(doc.filename))
  const outcome = await parseCached(`${doc.id}:${doc.updatedAt}`, async () => {
    const stat = await fs.stat(location).catch(() => null)
    if (!stat?.isFile()) return { ok: false, reason: 'unreadable', message: FILE_MISSING_MESSAGE }
    // The upload endpoint never stores more; a larger file put there by other means is not read.
    if (stat.size > UPLOAD_MAX_BYTES) return { ok: false, reason: 'too-large', message: 'This spreadsheet is larger than 50 MB, so it is not read.' }
    return parseSpreadsheet(await fs.readFile(location), file.format)
  })
  const report = await reportFromOutcome(payload, file, outcome)
  if (!outcome.ok && outcome.message === FILE_MISSING_MESSAGE) {
    parsed.delete(`${doc.id}:${doc.updatedAt}`)
    return { ...report, status: 'missing' }
  }
  return report
}
