/**
 * A batch the browser tracker sends to POST /api/track: {events: [...]}, each event the spec's
 * tracking event (section 3). A userId the browser sends is accepted and ignored: the server
 * attaches the session's own.
 */
import { z } from 'zod'

import { STORABLE_TEXT } from '@/lib/unstorable-character'

export const MAX_EVENTS_PER_BATCH = 100
export const MAX_BATCH_BYTES = 64 * 1024

// PostgreSQL text and jsonb cannot hold a NUL character or a lone surrogate: refused here as the
// sender's mistake, naming the field (src/lib/unstorable-character.ts).
const NO_NUL = STORABLE_TEXT
const noNul = 'must not contain NUL characters or unpaired surrogates.'
const shortText = (max: number) => z.string().trim().max(max).regex(NO_NUL, noNul)

const metadataValue = z.union([z.string().max(500).regex(NO_NUL, noNul), z.number().finite(), z.boolean(), z.null()])

export const trackingEventSchema = z.object({
  eventType: z
    .string()
    .regex(/^[A-Z][A-Z0-9_]{1,63}$/, 'eventType must be an upper-case name such as PAGE_VIEW.'),
  elementId: shortText(200).nullish(),
  label: shortText(200).nullish(),
  path: z
    .string()
    .max(2048, 'path is too long.')
    .regex(/^\//, 'path must start with /.')
    .regex(NO_NUL, noNul)
    .nullish(),
  timestamp: z.union([z.number().finite().nonnegative(), z.iso.datetime({ offset: true })]).optional(),
  metadata: z
    .record(z.string().max(64).regex(NO_NUL, noNul), metadataValue)
    .refine((value) => Object.keys(value).length <= 20, 'metadata has more than 20 keys.')
    .nullish(),
  userId: z.unknown().optional(),
})

export const trackingBatchSchema = z.object({
  events: z
    .array(trackingEventSchema)
    .min(1, 'The batch has no events.')
    .max(MAX_EVENTS_PER_BATCH, `A batch holds at most ${MAX_EVENTS_PER_BATCH} events.`),
})

export type TrackingEventInput = z.infer<typeof trackingEventSchema>

/** The first problem of a refused batch, as one sentence naming where it is. */
export function describeBatchError(error: z.ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'The batch is not valid.'
  const where = issue.path.length ? issue.path.join('.') : 'batch'
  return `${where}: ${issue.message}`
}
