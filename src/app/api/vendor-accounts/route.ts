import { vendorLinkSchema } from '@/features/vendor-accounts/schemas'
import { toFieldErrors } from '@/lib/field-errors'
import { toSessionUser } from '@/server/auth/errors'
import { assertSameOrigin } from '@/server/origin'
import { readJsonBody } from '@/server/request-body'
import { getSessionFromHeaders, isMemberSession } from '@/server/session'
import { linkVendorAccount } from '@/server/vendor-accounts'

export const dynamic = 'force-dynamic'

const noStore = { 'cache-control': 'no-store' }

/**
 * Links a vendor account to the member's business account: `{key, vendorAccountNumber}` → 201
 * `{key, linkStatus: 'PENDING'}`. 400 `{errors}` with the form's messages; 401 when not signed in
 * as a member; 403 PLUS_REQUIRED without a business account (or for a cross-site request); 409
 * when that account is already connected; 413 for an oversized body.
 */
export async function POST(request: Request): Promise<Response> {
  const rejected = assertSameOrigin(request)
  if (rejected) return rejected

  const session = await getSessionFromHeaders(request.headers)
  if (!isMemberSession(session)) {
    return Response.json(
      { code: 'UNAUTHORIZED', message: 'Sign in to link a vendor account.' },
      { status: 401, headers: noStore },
    )
  }

  const body = await readJsonBody(request)
  if (!body.ok) return Response.json({ errors: { form: body.message } }, { status: body.status, headers: noStore })

  const parsed = vendorLinkSchema.safeParse(body.value)
  if (!parsed.success) {
    return Response.json({ errors: toFieldErrors(parsed.error) }, { status: 400, headers: noStore })
  }

  const result = await linkVendorAccount(toSessionUser(session.user), parsed.data)
  switch (result.status) {
    case 'no-business-account':
      return Response.json(
        { code: 'PLUS_REQUIRED', message: 'Upgrade to Plus to link vendor accounts to your business.' },
        { status: 403, headers: noStore },
      )
    case 'already-connected':
      return Response.json(
        {
          code: 'ALREADY_CONNECTED',
          message: 'This account is already connected. Contact us through the help centre to change it.',
        },
        { status: 409, headers: noStore },
      )
    case 'linked':
      return Response.json({ key: result.key, linkStatus: result.linkStatus }, { status: 201, headers: noStore })
  }
}
