import { isVendorProgramSlug } from '@/features/vendor-accounts/programs'
import { toSessionUser } from '@/server/auth/errors'
import { getSessionFromHeaders, isMemberSession } from '@/server/session'
import { getProgramAccess } from '@/server/vendor-accounts'

export const dynamic = 'force-dynamic'

const noStore = { 'cache-control': 'no-store' }

/**
 * A buying program's member-only part (spec section 6: program access depends on vendor
 * accounts): the business's connected accounts with their account-card and portal links. 200
 * only when the member's business holds a connected account of that vendor; 401 when not signed
 * in as a member; 403 NO_VENDOR_ACCOUNT otherwise; 404 for an unknown program.
 */
export async function GET(request: Request, { params }: { params: Promise<{ vendor: string }> }): Promise<Response> {
  const { vendor } = await params
  if (!isVendorProgramSlug(vendor)) {
    return Response.json({ code: 'NOT_FOUND', message: 'There is no such program.' }, { status: 404, headers: noStore })
  }
  const session = await getSessionFromHeaders(request.headers)
  if (!isMemberSession(session)) {
    return Response.json(
      { code: 'UNAUTHORIZED', message: 'Sign in to open your programs.' },
      { status: 401, headers: noStore },
    )
  }
  const access = await getProgramAccess(toSessionUser(session.user), vendor)
  if (!access) {
    return Response.json(
      { code: 'NO_VENDOR_ACCOUNT', message: 'Link a connected account of this vendor to open the program.' },
      { status: 403, headers: noStore },
    )
  }
  return Response.json(access, { headers: noStore })
}
