import 'server-only'

import { createHmac, timingSafeEqual } from 'node:crypto'

import { requireSecret } from '@/server/env'

/**
 * The proof that a quote request's spreadsheet is the sender's own upload. Upload ids are serial,
 * so a request naming only an id could attach anyone's file (its rows then showed under the wrong
 * business in the admin). `POST /api/upload-file` answers with this token beside the id; the quote
 * form sends the answer back as quoteData, and the form endpoint checks it. Derived from the
 * server's secret, so nothing more is stored.
 */
export function quoteFileToken(fileId: number | string): string {
  return createHmac('sha256', requireSecret('PAYLOAD_SECRET')).update(`quote-file:${fileId}`).digest('base64url')
}

export function isQuoteFileToken(fileId: number | string, token: unknown): boolean {
  if (typeof token !== 'string') return false
  const expected = Buffer.from(quoteFileToken(fileId))
  const given = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
