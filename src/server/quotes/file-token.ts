import 'server-only'

import { requireSecret } from '@/server/env'
import { isSignedBy, sign } from '@/server/signature'

/**
 * The proof that a quote request's spreadsheet is the sender's own upload. Upload ids are serial,
 * so a request naming only an id could attach anyone's file (its rows then showed under the wrong
 * business in the admin). `POST /api/upload-file` answers with this token beside the id; the quote
 * form sends the answer back as quoteData, and the form endpoint checks it. Derived from the
 * server's secret, so nothing more is stored.
 */
export function quoteFileToken(fileId: number | string): string {
  return sign(requireSecret('PAYLOAD_SECRET'), 'quote-file', String(fileId))
}

export function isQuoteFileToken(fileId: number | string, token: unknown): boolean {
  return isSignedBy(requireSecret('PAYLOAD_SECRET'), 'quote-file', String(fileId), token)
}
