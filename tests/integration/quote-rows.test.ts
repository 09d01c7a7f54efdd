import { randomUUID } from 'node:crypto'
import zlib from 'node:zlib'

import * as XLSX from '@e965/xlsx'
import { renderToStaticMarkup } from 'react-dom/server'
import type { PayloadRequest, UIFieldServerProps } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as getRows } from '@/app/api/quote-files/[id]/rows/route'
import { POST as submitForm } from '@/app/api/forms/route'
import { POST as uploadFile } from '@/app/api/upload-file/route'
import { QuoteRows } from '@/collections/FormSubmissions/components/QuoteRows'
import { closeAuthDatabase } from '@/server/auth/auth'
import { closeMemberStateListener } from '@/server/live/listener'
import { getPayloadClient } from '@/server/payload'
import { PARSE_MESSAGES, parseSpreadsheet } from '@/server/quotes/parse-sheet'
import { NO_CODE_COLUMN_MESSAGE, type QuoteRowsReport } from '@/server/quotes/quote-rows'
import { checkZipSize } from '@/server/quotes/zip-limits'

import { type CookieJar, SITE, STRONG_PASSWORD, deleteCreatedUsers, freshIp, signUpMember } from './support/members'
import { postJson } from './support/requests'

const operatorEmail = `quotes-${randomUUID().slice(0, 8)}@example.com`
let operatorId: number | string | undefined
let operatorToken = ''
const createdFiles = new Set<number>()
const createdEmails = new Set<string>()

beforeAll(async () => {
  const payload = await getPayloadClient()
  const operator = await payload.create({ collection: 'users', data: { email: operatorEmail, password: STRONG_PASSWORD }, overrideAccess: true })
  operatorId = operator.id
  const login = await payload.login({ collection: 'users', data: { email: operatorEmail, password: STRONG_PASSWORD } })
  operatorToken = login.token ?? ''
})

afterAll(async () => {
  const payload = await getPayloadClient()
  await payload.delete({ collection: 'form-submissions', where: { email: { in: [...createdEmails] } }, overrideAccess: true })
  for (const id of createdFiles) await payload.delete({ collection: 'quote-files', id, overrideAccess: true }).catch(() => {})
  if (operatorId !== undefined) await payload.delete({ collection: 'users', id: operatorId, overrideAccess: true })
  await deleteCreatedUsers()
  await closeMemberStateListener()
  await closeAuthDatabase()
})

const MIME = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  csv: 'text/csv',
} as const

/** A request for quote as a visitor's browser sends it: the upload, then the form with its reference. */
async function sendQuote(fileName: string, bytes: Buffer, format: keyof typeof MIME) {
  const uploaded = await postJson(uploadFile, '/api/upload-file', {
    fileName,
    fileData: bytes.toString('base64'),
    mimeType: MIME[format],
    fileSize: bytes.length,
  })
  expect(uploaded.status).toBe(201)
  const reference = (await uploaded.json()) as { fileId: string }
  createdFiles.add(Number(reference.fileId))
  const email = `quote-${randomUUID().slice(0, 8)}@quote-rows-test.example.com`
  createdEmails.add(email)
  const submitted = await postJson(submitForm, '/api/forms', {
    formType: 'ProspectWithQuoteForm',
    formData: {
      firstName: 'Luis',
      lastName: 'Romero',
      email,
      company: 'Romero Dental',
      numberOfEmployees: '11-50',
      annualSpend: 18000,
      domain: 'romerodental.com',
      quoteData: reference,
      terms: true,
      pageSource: 'request-for-quote',
    },
  })
  expect(submitted.status).toBe(200)
  return { fileId: Number(reference.fileId), email }
}

function rows(fileId: number | string, headers: Record<string, string> = {}) {
  return getRows(new Request(`${SITE}/api/quote-files/${fileId}/rows`, { headers: { 'x-ea-connection-address': freshIp(), ...headers } }), {
    params: Promise.resolve({ id: String(fileId) }),
  })
}
const asOperator = () => ({ authorization: `JWT ${operatorToken}` })

async function operatorReport(fileId: number): Promise<QuoteRowsReport> {
  const response = await rows(fileId, asOperator())
  expect(response.status).toBe(200)
  return (await response.json()) as QuoteRowsReport
}

/** A sheet as a small business sends it: a title, a blank row, then the header and the order. */
const ORDER: unknown[][] = [
  ['Supplies order, Romero Dental'],
  [],
  ['Item #', 'Description', 'Qty'],
  ['348037', 'Copy paper, case of 10 reams', 4],
  [196517, 'Hammermill ream', 10],
  ['OD-999999', 'Ergonomic chair', 2],
  [null, 'Delivery on Tuesdays, please', null],
  ['4612870', 'HP 64 black ink', null],
]

function workbook(data: unknown[][]) {
  const book = XLSX.utils.book_new()
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(data), 'Order')
  return book
}
const xlsxOf = (data: unknown[][]) => XLSX.write(workbook(data), { type: 'buffer', bookType: 'xlsx' }) as Buffer
const xlsOf = (data: unknown[][]) => XLSX.write(workbook(data), { type: 'buffer', bookType: 'biff8' }) as Buffer

/** Seeded catalogue: 348037 $42.99 / $74.99, 196517 $6.79 / $11.49, 4612870 $24.49 / $29.99. */
function expectSeededOrder(report: QuoteRowsReport) {
  expect(report).toMatchObject({
    status: 'ok',
    message: null,
    sheetName: expect.any(String),
    headerRow: 3,
    columns: { productCode: 'Item #', description: 'Description', quantity: 'Qty' },
    truncated: false,
    totals: { lines: 4, matched: 3, notInCatalogue: 1, totalSaving: 128 + 47 + 5.5 },
  })
  expect(report.lines.map((line) => [line.row, line.productCode, line.quantity, line.programPrice, line.retailPrice, line.savingPerUnit, line.savingTotal])).toEqual([
    [4, '348037', 4, 42.99, 74.99, 32, 128],
    [5, '196517', 10, 6.79, 11.49, 4.7, 47],
    [6, 'OD-999999', 2, null, null, null, null],
    [8, '4612870', null, 24.49, 29.99, 5.5, 5.5],
  ])
  expect(report.lines[0]?.product).toMatchObject({ productName: expect.stringContaining('Multipurpose Paper'), discountPercent: 0.43 })
  expect(report.lines[2]?.product).toBeNull()
}

describe('quote spreadsheet rows with catalogue prices', () => {
  it('reads an uploaded .xlsx and prices its rows (JSON for operators)', async () => {
    const { fileId } = await sendQuote('Romero order.xlsx', xlsxOf(ORDER), 'xlsx')
    const report = await operatorReport(fileId)
    expect(report).toMatchObject({ fileId, format: 'xlsx', rowLimit: 1000 })
    expectSeededOrder(report)
  })

  it('reads an uploaded .xls (BIFF8, written by the same library)', async () => {
    const bytes = xlsOf(ORDER)
    expect(bytes.subarray(0, 4).toString('hex')).toBe('d0cf11e0')
    const { fileId } = await sendQuote('Romero order.xls', bytes, 'xls')
    const report = await operatorReport(fileId)
    expect(report.format).toBe('xls')
    expectSeededOrder(report)
  })

  it('reads an uploaded .csv, keeping codes as written', async () => {
    const csv = ['Supplies order, Romero Dental', '', 'SKU,Description,Quantity', '348037,"Copy paper, case of 10 reams",4', '196517,Hammermill ream,10', 'OD-999999,Ergonomic chair,2', ',"Delivery on Tuesdays, please",', '4612870,HP 64 black ink,'].join('\r\n')
    const { fileId } = await sendQuote('order.csv', Buffer.from(`\ufeff${csv}`), 'csv')
    const report = await operatorReport(fileId)
    expect(report.format).toBe('csv')
    expectSeededOrder({ ...report, columns: report.columns && { ...report.columns, productCode: 'Item #', quantity: 'Qty' } })
    expect(report.columns).toEqual({ productCode: 'SKU', description: 'Description', quantity: 'Quantity' })
  })

  it('shows the rows beside the submission in the admin', async () => {
    const { fileId, email } = await sendQuote('Romero order.xlsx', xlsxOf(ORDER), 'xlsx')
    const payload = await getPayloadClient()
    const { docs } = await payload.find({ collection: 'form-submissions', where: { email: { equals: email } }, overrideAccess: true, depth: 0 })
    expect(docs[0]?.quoteFile).toBe(fileId)
    const props = { data: docs[0], payload, req: { user: { collection: 'users' } } as unknown as PayloadRequest } as unknown as UIFieldServerProps
    const html = renderToStaticMarkup(await QuoteRows(props))
    expect(html).toContain('Spreadsheet rows and savings')
    expect(html).toContain('3 of 4 rows match the catalogue')
    expect(html).toMatch(/<td[^>]*>348037<\/td>/)
    expect(html).toContain('$42.99')
    expect(html).toContain('$74.99')
    expect(html).toContain('$128.00')
    expect(html).toContain('Not in the catalogue')
    expect(html).toContain('$180.50')
    // Only operators see it, even if the field were rendered for someone else.
    const forMember = await QuoteRows({ ...props, req: { user: { collection: 'members' } } as unknown as PayloadRequest })
    expect(forMember).toBeNull()
  })

  it('explains a sheet without a product code column', async () => {
    const { fileId } = await sendQuote('notes.xlsx', xlsxOf([['Name', 'Price'], ['Paper', 4]]), 'xlsx')
    expect(await operatorReport(fileId)).toMatchObject({ status: 'no-code-column', message: NO_CODE_COLUMN_MESSAGE, lines: [] })
  })

  it('reads only the first 1,000 rows of a long sheet and says so', async () => {
    const long = [['Product code', 'Quantity'], ...Array.from({ length: 2500 }, (_, index) => [index % 2 ? '348037' : `X-${index}`, 1])]
    const { fileId } = await sendQuote('long.xlsx', xlsxOf(long), 'xlsx')
    const report = await operatorReport(fileId)
    expect(report).toMatchObject({ status: 'ok', truncated: true, totals: { lines: 999, matched: 499 } })
    expect(report.lines.at(-1)?.row).toBe(1000)
    expect(report.totals.totalSaving).toBe(499 * 32)
  })

  it('answers 403 to visitors and members, 404 to an operator asking for no file', async () => {
    const member: { jar: CookieJar } = await signUpMember({ firstName: 'Ana', lastName: 'Silva' })
    const { fileId } = await sendQuote('Romero order.csv', Buffer.from('SKU,Qty\n348037,1\n'), 'csv')
    const anonymous = await rows(fileId)
    expect(anonymous.status).toBe(403)
    expect(await anonymous.json()).toEqual({ code: 'FORBIDDEN', message: 'Quote spreadsheets are for operators: sign in to the admin.' })
    const asMember = await rows(fileId, { cookie: member.jar.header })
    expect(asMember.status).toBe(403)
    expect((await rows(99_999_999, asOperator())).status).toBe(404)
    expect((await rows('abc', asOperator())).status).toBe(404)
  })
})

function buildZip(entries: { name: string; data: Buffer; size: number; method: 0 | 8 }[]): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const entry of entries) {
    const name = Buffer.from(entry.name)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(entry.method, 8)
    local.writeUInt32LE(entry.data.length, 18)
    local.writeUInt32LE(entry.size, 22)
    local.writeUInt16LE(name.length, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(entry.method, 10)
    central.writeUInt32LE(entry.data.length, 20)
    central.writeUInt32LE(entry.size, 24)
    central.writeUInt16LE(name.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, name, entry.data)
    centrals.push(central, name)
    offset += local.length + name.length + entry.data.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

const part = (name: string, text: string) => ({ name, data: Buffer.from(text), size: Buffer.byteLength(text), method: 0 as const })

/** An xlsx-looking ZIP whose sheet part inflates to `size` bytes; its headers may lie about it. */
function zipBomb(size: number, declaredSize = size): Buffer {
  const sheet = zlib.deflateRawSync(Buffer.alloc(size, 0x20), { level: 9 })
  return buildZip([
    part('[Content_Types].xml', '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
    part('xl/workbook.xml', '<?xml version="1.0"?><workbook/>'),
    { name: 'xl/worksheets/sheet1.xml', data: sheet, size: declaredSize, method: 8 },
  ])
}

describe('hostile quote spreadsheets', () => {
  const bomb = zipBomb(100 * 1024 * 1024)

  it('refuses a zip bomb from its declared sizes, with a message for the operator', async () => {
    expect(bomb.length).toBeLessThan(1024 * 1024)
    expect(await checkZipSize(bomb)).toEqual({ ok: false, reason: 'too-large' })
    const { fileId } = await sendQuote('bomb.xlsx', bomb, 'xlsx')
    const report = await operatorReport(fileId)
    expect(report).toMatchObject({ status: 'refused', message: PARSE_MESSAGES['too-large'], lines: [] })
    expect(report.message).toContain('too large to read safely')
  })

  it('refuses a zip bomb that lies about its size, stopping inflation at the limit', async () => {
    const liar = zipBomb(100 * 1024 * 1024, 1024)
    expect(await checkZipSize(liar)).toEqual({ ok: false, reason: 'too-large' })
    expect(await parseSpreadsheet(liar, 'xlsx')).toEqual({ ok: false, reason: 'too-large', message: PARSE_MESSAGES['too-large'] })
    // A small honest file passes the same check.
    expect(await checkZipSize(xlsxOf(ORDER))).toMatchObject({ ok: true })
  })

  it('answers a damaged xlsx with a message, not an error', async () => {
    const damaged = xlsxOf(ORDER).subarray(0, 600)
    expect(await parseSpreadsheet(damaged, 'xlsx')).toEqual({ ok: false, reason: 'unreadable', message: PARSE_MESSAGES.unreadable })
  })

  it('stops a parse that runs past its time limit', async () => {
    expect(await parseSpreadsheet(xlsOf(ORDER), 'xls', { timeLimitMs: 1 })).toEqual({ ok: false, reason: 'timeout', message: PARSE_MESSAGES.timeout })
    // The next parse runs normally.
    expect(await parseSpreadsheet(xlsOf(ORDER), 'xls')).toMatchObject({ ok: true })
  })

  it('ends a parse that needs more memory than its heap limit, and the server goes on', async () => {
    const wide = Array.from({ length: 1000 }, (_, row) => Array.from({ length: 50 }, (_, column) => `cell ${row}:${column} ${'x'.repeat(40)}`))
    const outcome = await parseSpreadsheet(xlsxOf(wide), 'xlsx', { heapLimitMb: 8 })
    expect(outcome).toEqual({ ok: false, reason: 'too-large', message: PARSE_MESSAGES['too-large'] })
    expect(await parseSpreadsheet(xlsxOf(ORDER), 'xlsx')).toMatchObject({ ok: true })
  })
})
