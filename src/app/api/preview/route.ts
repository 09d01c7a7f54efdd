import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import type { NextRequest } from 'next/server'

import { optionalReturnPath } from '@/lib/portal-links'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/**
 * Turns on draft mode for a signed-in operator and shows the page, so the admin's preview and live
 * preview show unpublished changes. Everyone else gets 401 and stays on published content.
 */
export async function GET(request: NextRequest) {
  // Only site paths: a preview link must never send an operator to another site.
  const path = optionalReturnPath(request.nextUrl.searchParams.get('url'))
  if (!path) return Response.json({ error: 'Give the page to preview as ?url=/its-path.' }, { status: 400 })
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (user?.collection !== 'users') {
    return Response.json({ error: 'Sign in to the admin to preview drafts.' }, { status: 401 })
  }
  ;(await draftMode()).enable()
  redirect(path)
}
