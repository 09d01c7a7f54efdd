import { renderPlusWelcomeEmail } from '@/features/business-account/email'
import { upgradeToPlusSchema } from '@/features/business-account/schemas'
import { DASHBOARD_BENEFITS_PATH, DASHBOARD_VENDORS_PATH } from '@/lib/portal-links'
import { toSessionUser } from '@/server/auth/errors'
import { createBusinessAccountForMember } from '@/server/business-account'
import { env } from '@/server/env'
import { getProductName, sendMail } from '@/server/mailer'
import { greetingNameOf } from '@/server/mailer/templates'
import { noStoreJson, readMemberForm } from '@/server/member-form'
import { emailedLinkFor } from '@/server/origin'

export const dynamic = 'force-dynamic'

/**
 * Upgrade to Plus (the 'Upgrade to Plus' form): 201 {businessAccountId}; 400 {errors: {field:
 * message}} with the form's own messages; 401 when not signed in as a member; 409 when the member
 * already has a business account; 403 for a cross-site request; 413 for an oversized body. A new
 * Plus member is emailed a welcome with the two things to do first.
 */
export async function POST(request: Request): Promise<Response> {
  const form = await readMemberForm(request, upgradeToPlusSchema, 'Sign in to upgrade to Plus.')
  if (!form.ok) return form.response

  const result = await createBusinessAccountForMember(toSessionUser(form.session.user), form.data)
  if (result.status === 'exists') {
    return noStoreJson(
      {
        code: 'BUSINESS_ACCOUNT_EXISTS',
        message: 'You already have a business account.',
        businessAccountId: result.businessAccountId,
      },
      409,
    )
  }
  await sendPlusWelcome(request, form.session.user, form.data.company)
  return noStoreJson({ businessAccountId: result.businessAccountId }, 201)
}

/** The welcome mail; the upgrade stands whatever the mail does (a failure is logged). */
async function sendPlusWelcome(
  request: Request,
  user: { email: string; firstName?: unknown; name?: unknown },
  company: string,
) {
  try {
    const link = (path: string) => emailedLinkFor(new URL(path, env.SITE_URL).toString(), request)
    const email = renderPlusWelcomeEmail({
      productName: await getProductName(),
      company,
      name: greetingNameOf(user),
      vendorsUrl: link(DASHBOARD_VENDORS_PATH),
      benefitsUrl: link(DASHBOARD_BENEFITS_PATH),
    })
    await sendMail({ to: user.email, ...email })
  } catch (error) {
    console.error('[mail] Plus welcome failed', error)
  }
}
