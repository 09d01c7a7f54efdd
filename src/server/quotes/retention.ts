/**
 * Quote spreadsheets are personal business data kept only as long as the site says (the privacy
 * policy and the quote form: "deleted within 180 days of the quote"): a file older than that is
 * deleted, and an upload no quote request ever named (the form was left after its upload) after two
 * days. Through Payload, so the stored file goes with its record and the submission keeps its
 * answers without the attachment. Every few hours on each instance: deleting is idempotent.
 */
import type { Payload } from 'payload'

import type { QuoteFile } from '@/payload-types'

import { scheduleJob } from '@/server/schedule'

const DAY_MS = 24 * 60 * 60 * 1000
export const QUOTE_FILE_RETENTION_DAYS = 180
export const UNSENT_UPLOAD_RETENTION_DAYS = 2
/** How often files past their time are looked for. */
export const RETENTION_EVERY_MS = 6 * 60 * 60 * 1000
/** Files looked at per run: the rest wait for the next one. */
const BATCH = 200

/** Deletes the quote files past their time at `now`; returns their ids. */
export async function deleteExpiredQuoteFiles(payload: Payload, now = new Date()): Promise<number[]> {
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString()
  const oldest = before(QUOTE_FILE_RETENTION_DAYS)
  const deleted: number[] = []
  // Oldest first, a batch at a time, each batch after the last one's newest file.
  let after: string | null = null
  for (;;) {
    const { docs: candidates }: { docs: Pick<QuoteFile, 'id' | 'createdAt'>[] } = await payload.find({
      collection: 'quote-files',
      where: {
        and: [
          { createdAt: { less_than: before(UNSENT_UPLOAD_RETENTION_DAYS) } },
          ...(after ? [{ createdAt: { greater_than: after } }] : []),
        ],
      },
      select: { createdAt: true },
      sort: 'createdAt',
      depth: 0,
      limit: BATCH,
      overrideAccess: true,
    })
    if (candidates.length === 0) break
    const { docs: requests } = await payload.find({
      collection: 'form-submissions',
      where: { quoteFile: { in: candidates.map((file) => file.id) } },
      select: { quoteFile: true },
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    const named = new Set(
      requests.map((request) => Number(typeof request.quoteFile === 'object' ? request.quoteFile?.id : request.quoteFile)),
    )
    for (const file of candidates) {
      if (named.has(file.id) && file.createdAt >= oldest) continue
      await payload.delete({ collection: 'quote-files', id: file.id, overrideAccess: true })
      deleted.push(file.id)
    }
    if (candidates.length < BATCH) break
    after = candidates[candidates.length - 1].createdAt
  }
  return deleted
}

/** Looks for expired quote files ten minutes after start and every six hours after; returns a stop function. */
export function scheduleQuoteFileRetention(getPayload: () => Promise<Payload>): () => void {
  return scheduleJob('[quotes] deleting expired quote files', getPayload, (payload) => deleteExpiredQuoteFiles(payload), {
    firstAfterMs: 10 * 60_000,
    everyMs: RETENTION_EVERY_MS,
  })
}
