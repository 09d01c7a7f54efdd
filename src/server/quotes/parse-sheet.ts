/**
 * Parses a quote spreadsheet (xlsx, xls or csv) into rows of cells, safely:
 * - xlsx: the ZIP's parts are inflated first with a hard limit (zip-limits.ts);
 * - csv: only the first CSV_MAX_BYTES are read (that holds far more than MAX_ROWS rows);
 * - the parser (@e965/xlsx, SheetJS 0.20.3) runs in a worker thread with its own heap limit and a
 *   time limit, reading at most MAX_ROWS rows and MAX_COLUMNS columns of the first MAX_SHEETS
 *   sheets. A file that breaks any limit ends the worker, never the server.
 * One file is parsed at a time (the server has few cores; operators open one submission at once).
 */
import { Worker } from 'node:worker_threads'

import type { Cell } from './sheet-rows'
import { XLSX_MAX_UNCOMPRESSED_BYTES, checkZipSize } from './zip-limits'

export const MAX_ROWS = 1000
export const MAX_COLUMNS = 50
export const MAX_SHEETS = 10
export const CSV_MAX_BYTES = 4 * 1024 * 1024
export const PARSE_TIME_LIMIT_MS = 15_000
export const PARSE_HEAP_LIMIT_MB = 256

export type SheetFormat = 'xlsx' | 'xls' | 'csv'

export interface ParsedSheet {
  name: string
  /** Number (1-based) of the sheet row the first entry of `rows` is. */
  firstRow: number
  rows: Cell[][]
  /** True when the sheet has more than MAX_ROWS rows (only the first MAX_ROWS are here). */
  truncated: boolean
}

export type ParseFailure = 'too-large' | 'unreadable' | 'timeout'
export type ParseOutcome = { ok: true; sheets: ParsedSheet[] } | { ok: false; reason: ParseFailure; message: string }

export const PARSE_MESSAGES: Record<ParseFailure, string> = {
  'too-large': `This spreadsheet is too large to read safely (its contents unpack to more than ${XLSX_MAX_UNCOMPRESSED_BYTES / 1024 / 1024} MB, or reading it needs more memory than allowed). Download it to open it yourself.`,
  unreadable: 'This spreadsheet could not be read: the file is damaged or is not really a spreadsheet. Download it to check it.',
  timeout: `Reading this spreadsheet took longer than ${PARSE_TIME_LIMIT_MS / 1000} seconds, so it was stopped. Download it to open it yourself.`,
}

const fail = (reason: ParseFailure): ParseOutcome => ({ ok: false, reason, message: PARSE_MESSAGES[reason] })

/**
 * The worker's code (CommonJS, evaluated by Node, not bundled): the parser is loaded from the
 * app's node_modules. SheetJS's `sheetRows` stops reading a sheet after that many rows; the range
 * is clamped to MAX_COLUMNS before cells are turned into arrays, so a sheet claiming XFD1048576
 * costs nothing.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const XLSX = require('@e965/xlsx')
const { bytes, format, maxRows, maxColumns, maxSheets } = workerData
const options = { sheetRows: maxRows + 1, dense: true, cellFormula: false, cellHTML: false, cellStyles: false, cellNF: false, cellDates: false, bookVBA: false, bookDeps: false, bookFiles: false, WTF: false }
const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
const book = format === 'csv'
  ? XLSX.read(new TextDecoder('utf-8').decode(data), { ...options, type: 'string', raw: true })
  : XLSX.read(data, { ...options, type: 'buffer' })
const cell = (value) => {
  if (value === null || value === undefined) return null
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value === 'boolean') return value
  return String(value).slice(0, 1000)
}
const sheets = book.SheetNames.slice(0, maxSheets).map((name) => {
  const sheet = book.Sheets[name]
  if (!sheet || !sheet['!ref']) return { name, firstRow: 1, rows: [], truncated: false }
  const range = XLSX.utils.decode_range(sheet['!ref'])
  range.e.c = Math.min(range.e.c, range.s.c + maxColumns - 1)
  range.e.r = Math.min(range.e.r, range.s.r + maxRows)
  const rows = XLSX.utils.sheet_to_json(sheet, { header: 1, range, raw: true, defval: null, blankrows: true })
  const full = sheet['!fullref'] ? XLSX.utils.decode_range(sheet['!fullref']) : null
  const truncated = rows.length > maxRows || Boolean(full && full.e.r > range.s.r + maxRows - 1)
  return { name, firstRow: range.s.r + 1, rows: rows.slice(0, maxRows).map((row) => row.map(cell)), truncated }
})
parentPort.postMessage({ sheets })
`

/** The CSV text up to the last line break within CSV_MAX_BYTES (the whole file when smaller). */
export function limitCsv(bytes: Uint8Array): Uint8Array {
  if (bytes.byteLength <= CSV_MAX_BYTES) return bytes
  const head = bytes.subarray(0, CSV_MAX_BYTES)
  const lastBreak = head.lastIndexOf(0x0a)
  return lastBreak > 0 ? head.subarray(0, lastBreak + 1) : head
}

let queue: Promise<unknown> = Promise.resolve()

/** Runs `work` after every earlier parse has finished. */
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work)
  queue = run.catch(() => {})
  return run
}

function runWorker(bytes: Uint8Array, format: SheetFormat, timeLimitMs: number, heapLimitMb: number): Promise<ParseOutcome> {
  return new Promise((resolve) => {
    let settled = false
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { bytes, format, maxRows: MAX_ROWS, maxColumns: MAX_COLUMNS, maxSheets: MAX_SHEETS },
      resourceLimits: { maxOldGenerationSizeMb: heapLimitMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
      env: {},
      stdout: true,
      stderr: true,
    })
    const finish = (outcome: ParseOutcome) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      void worker.terminate()
      resolve(outcome)
    }
    const timer = setTimeout(() => finish(fail('timeout')), timeLimitMs)
    worker.on('message', (message: { sheets: ParsedSheet[] }) => finish({ ok: true, sheets: message.sheets }))
    worker.on('error', (error: Error & { code?: string }) => {
      finish(fail(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'too-large' : 'unreadable'))
    })
    worker.on('exit', () => finish(fail('unreadable')))
  })
}

export interface ParseLimits {
  timeLimitMs?: number
  heapLimitMb?: number
  maxUncompressedBytes?: number
}

/** The first sheets' rows, or why the file was not read (with the operator's message). */
export async function parseSpreadsheet(bytes: Uint8Array, format: SheetFormat, limits: ParseLimits = {}): Promise<ParseOutcome> {
  if (format === 'xlsx') {
    const zip = await checkZipSize(bytes, limits.maxUncompressedBytes)
    if (!zip.ok) return fail(zip.reason === 'too-large' ? 'too-large' : 'unreadable')
  }
  const input = format === 'csv' ? limitCsv(bytes) : bytes
  const outcome = await oneAtATime(() =>
    runWorker(input, format, limits.timeLimitMs ?? PARSE_TIME_LIMIT_MS, limits.heapLimitMb ?? PARSE_HEAP_LIMIT_MB),
  )
  if (outcome.ok && format === 'csv' && input !== bytes) {
    // Cut at CSV_MAX_BYTES: the rows after it were never read.
    return { ok: true, sheets: outcome.sheets.map((sheet) => ({ ...sheet, truncated: true })) }
  }
  return outcome
}
