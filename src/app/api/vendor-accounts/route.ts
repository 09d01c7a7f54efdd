import { VENDOR_LINKS_MANAGERS_ONLY } from '@/features/business-account/roles'
import { vendorLinkSchema } from '@/features/vendor-accounts/schemas'
import { toSessionUser } from '@/server/auth/errors'
import { noStoreJson, readMemberForm } from '@/server/member-form'
import { linkVendorAccount } from '@/server/vendor-accounts'

export const dynamic = 'force-dynamic'

/**
 * Links a vendor account to the member's business account: `{key, vendorAccountNumber}` → 201
 * `{key, linkStatus: 'PENDING'}`. 400 `{errors}` with the form's messages; 401 when not signed in
 * as a member; 403 PLUS_REQUIRED without a business account (or for a cross-site request), 403
 * NOT_ALLOWED for a teammate who is not its owner or an admin; 409
 * when that account is already connected; 413 for an oversized body.
 */
export async function POST(request: Request): Promise<Response> {
  const form = await readMemberForm(request, vendorLinkSchema, 'Sign in to link a vendor account.')
  if (!form.ok) return form.response

  const result = await linkVendorAccount(toSessionUser(form.session.user), form.data)
  switch (result.status) {
    case 'no-business-account':
      return noStoreJson(
        { code: 'PLUS_REQUIRED', message: 'Upgrade to Plus to link vendor accounts to your business.' },
        403,
      )
    case 'not-allowed':
      return noStoreJson({ code: 'NOT_ALLOWED', message: VENDOR_LINKS_MANAGERS_ONLY }, 403)
    case 'already-connected':
      return noStoreJson(
        {
          code: 'ALREADY_CONNECTED',
          message: 'This account is already connected. Contact us through the help centre to change it.',
        },
        409,
      )
    case 'linked':
      return noStoreJson({ key: result.key, linkStatus: result.linkStatus }, 201)
  }
}
