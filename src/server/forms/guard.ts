import 'server-only'

import { getClientAddress } from '@/server/client-address'
import { consumeRateLimit } from '@/server/rate-limit'

export const RATE_LIMIT_WINDOW_SECONDS = 600
export const RATE_LIMITED_MESSAGE = 'You have sent this form too many times. Please wait a few minutes and try again.'

export const noStore = { 'cache-control': 'no-store' }

/** The 429 to answer when this address has used up `bucket`, else null. */
export async function rateLimited(request: Request, bucket: string, limit: number): Promise<Response | null> {
  const result = await consumeRateLimit({
    bucket,
    key: getClientAddress(request.headers),
    limit,
    windowSeconds: RATE_LIMIT_WINDOW_SECONDS,
  })
  if (result.allowed) return null
  return Response.json(
    { success: false, message: RATE_LIMITED_MESSAGE, errors: { form: RATE_LIMITED_MESSAGE } },
    { status: 429, headers: { ...noStore, 'retry-after': String(result.retryAfterSeconds) } },
  )
}
