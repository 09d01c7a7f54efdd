import type { UIFieldServerProps } from 'payload'
import type { CSSProperties } from 'react'

import { formatCatalogPrice } from '@/lib/prices'
import { type QuoteRowsReport, loadQuoteRows } from '@/server/quotes/quote-rows'

const cellStyle: CSSProperties = { padding: '0.35rem 1rem 0.35rem 0', textAlign: 'left', verticalAlign: 'top' }
const numberStyle: CSSProperties = { ...cellStyle, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }
const money = (amount: number | null) => (amount === null ? '–' : formatCatalogPrice(amount))

function quoteFileId(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value)) return value
  if (value && typeof value === 'object' && 'id' in value && typeof value.id === 'number') return value.id
  return null
}

function Notice({ children }: { children: string }) {
  return (
    <p role="status" style={{ margin: '0.5rem 0', padding: '0.75rem 1rem', border: '1px solid var(--theme-elevation-150)', borderRadius: 4 }}>
      {children}
    </p>
  )
}

function RowsTable({ report }: { report: QuoteRowsReport }) {
  const { totals, columns } = report
  return (
    <>
      <p style={{ margin: '0.25rem 0 0.75rem' }}>
        Sheet “{report.sheetName}”, header on row {report.headerRow} (product code column “{columns?.productCode}”
        {columns?.description ? `, description “${columns.description}”` : ', no description column'}
        {columns?.quantity ? `, quantity “${columns.quantity}”` : ', no quantity column: savings count one unit per row'}).{' '}
        {totals.matched} of {totals.lines} rows match the catalogue.
      </p>
      {report.truncated ? <Notice>{`Only the first ${report.rowLimit.toLocaleString('en-US')} rows of the sheet are read; download the file for the rest.`}</Notice> : null}
      {totals.lines === 0 ? (
        <Notice>The sheet has no rows with a product code under its header.</Notice>
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <table style={{ borderCollapse: 'collapse', width: '100%', color: 'var(--theme-text)' }}>
            <caption style={{ textAlign: 'left', fontWeight: 600, marginBottom: '0.5rem' }}>Rows of the quote spreadsheet with catalogue prices</caption>
            <thead>
              <tr style={{ borderBottom: '1px solid var(--theme-elevation-250)' }}>
                <th scope="col" style={numberStyle}>Row</th>
                <th scope="col" style={cellStyle}>Product code</th>
                <th scope="col" style={cellStyle}>Description</th>
                <th scope="col" style={numberStyle}>Quantity</th>
                <th scope="col" style={numberStyle}>Program price</th>
                <th scope="col" style={numberStyle}>Retail price</th>
                <th scope="col" style={numberStyle}>Saving per unit</th>
                <th scope="col" style={numberStyle}>Saving × quantity</th>
              </tr>
            </thead>
            <tbody>
              {report.lines.map((line) => (
                <tr key={line.row} style={{ borderBottom: '1px solid var(--theme-elevation-100)' }}>
                  <td style={numberStyle}>{line.row}</td>
                  <td style={cellStyle}>{line.productCode}</td>
                  <td style={cellStyle}>
                    {line.product ? (
                      <>
                        {line.description ?? line.product.productName}
                        {line.description && line.description !== line.product.productName ? (
                          <div style={{ opacity: 0.8, fontSize: '0.85em' }}>Catalogue: {line.product.productName}</div>
                        ) : null}
                      </>
                    ) : (
                      <>
                        {line.description ?? ''}
                        <div style={{ fontWeight: 600 }}>Not in the catalogue</div>
                      </>
                    )}
                  </td>
                  <td style={numberStyle}>{line.quantity === null ? '–' : line.quantity.toLocaleString('en-US')}</td>
                  <td style={numberStyle}>{money(line.programPrice)}</td>
                  <td style={numberStyle}>{money(line.retailPrice)}</td>
                  <td style={numberStyle}>{money(line.savingPerUnit)}</td>
                  <td style={numberStyle}>{money(line.savingTotal)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={7} style={{ ...numberStyle, paddingTop: '0.75rem' }}>
                  Total saving ({totals.matched} catalogue {totals.matched === 1 ? 'row' : 'rows'}, {totals.notInCatalogue} not in the catalogue)
                </th>
                <td style={{ ...numberStyle, paddingTop: '0.75rem', fontWeight: 700 }}>{money(totals.totalSaving)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </>
  )
}

/**
 * Beside a form submission in the admin: the attached quote spreadsheet's rows with the
 * catalogue's program and retail prices and the saving (a `ui` field: nothing is stored). The same
 * report is at GET /api/quote-files/{id}/rows.
 */
export async function QuoteRows({ data, payload, req }: UIFieldServerProps) {
  const fileId = quoteFileId(data?.quoteFile)
  if (fileId === null || req.user?.collection !== 'users') return null
  let report: QuoteRowsReport | null = null
  let failed = false
  try {
    report = await loadQuoteRows(payload, fileId)
  } catch (error) {
    failed = true
    payload.logger.error({ err: error }, 'Reading a quote spreadsheet for the admin failed')
  }
  return (
    <section aria-labelledby="quote-rows-heading" style={{ marginBlock: '1.5rem' }}>
      <h3 id="quote-rows-heading" style={{ marginBottom: '0.5rem' }}>
        Spreadsheet rows and savings
      </h3>
      {failed ? <Notice>The spreadsheet rows are unavailable right now; reload the page to try again.</Notice> : null}
      {!failed && !report ? <Notice>The attached spreadsheet no longer exists.</Notice> : null}
      {report && report.status !== 'ok' ? <Notice>{report.message ?? 'The spreadsheet could not be read.'}</Notice> : null}
      {report && report.status === 'ok' ? <RowsTable report={report} /> : null}
      <p style={{ marginTop: '0.5rem', fontSize: '0.85em' }}>
        As JSON: <a href={`/api/quote-files/${fileId}/rows`}>/api/quote-files/{fileId}/rows</a>
      </p>
    </section>
  )
}
