import { MAX_BATCH_BYTES, describeBatchError, trackingBatchSchema } from '@/features/tracking/schemas'
import { getClientAddress } from '@/server/client-address'
import { env } from '@/server/env'
import { assertSameOrigin } from '@/server/origin'
import { readJsonBody } from '@/server/request-body'
import { resolveActor, toTrackingRows } from '@/server/tracking/intake'
import { TokenBucketLimiter } from '@/server/tracking/rate-limit'
import { insertTrackingRows } from '@/server/tracking/store'

export const dynamic = 'force-dynamic'

const noStore = { 'cache-control': 'no-store' }
const limiter = new TokenBucketLimiter(env.TRACK_RATE_LIMIT)

const refuse = (status: number, code: string, message: string, headers: Record<string, string> = {}) =>
  Response.json({ code, message }, { status, headers: { ...noStore, ...headers } })

/**
 * The first-party tracker's intake: {events: [...]} (at most 100 events, 64 kB). 202 {accepted}
 * only once the batch is committed; 400 with the reason for a malformed or oversized batch
 * (nothing stored); 429 over TRACK_RATE_LIMIT; 503 when the database cannot take it (the tracker
 * keeps the events and sends them again).
 */
export async function POST(request: Request): Promise<Response> {
  const rejected = assertSameOrigin(request)
  if (rejected) return rejected

  const clientAddress = getClientAddress(request.headers)
  const retryAfter = limiter.take(clientAddress)
  if (retryAfter > 0) {
    return refuse(429, 'RATE_LIMITED', 'Too many tracking batches; try again shortly.', {
      'retry-after': String(retryAfter),
    })
  }

  // The batch's schema refuses null characters and lone surrogates itself, naming the event and field.
  const body = await readJsonBody(request, MAX_BATCH_BYTES, { allowUnstorableCharacters: true })
  if (!body.ok) {
    const message =
      body.status === 413 ? `The batch is larger than ${MAX_BATCH_BYTES / 1024} kB.` : body.status === 415
        ? 'Send the batch as JSON (application/json).'
        : 'The batch is not valid JSON.'
    return refuse(body.status === 415 ? 415 : 400, 'INVALID_BATCH', message)
  }
  const parsed = trackingBatchSchema.safeParse(body.value)
  if (!parsed.success) return refuse(400, 'INVALID_BATCH', describeBatchError(parsed.error))

  try {
    const actor = await resolveActor(request.headers)
    await insertTrackingRows(toTrackingRows(parsed.data.events, actor, clientAddress))
  } catch (error) {
    console.error('[track] batch not stored:', error instanceof Error ? error.message : error)
    return refuse(503, 'TRACKING_UNAVAILABLE', 'The events could not be stored; send them again later.', {
      'retry-after': '5',
    })
  }
  return Response.json({ accepted: parsed.data.events.length }, { status: 202, headers: noStore })
}
