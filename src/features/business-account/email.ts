/**
 * The email a member receives on upgrading to Plus: what opened, and the two things to do first,
 * as on the Plus confirmation page. Pure.
 */
import { renderNoticeEmail } from '@/server/mailer/notice'

export interface PlusWelcomeEmailInput {
  productName: string
  company: string
  name?: string | null
  /** Absolute addresses: the dashboard's vendor programs and the member benefits. */
  vendorsUrl: string
  benefitsUrl: string
}

export function renderPlusWelcomeEmail({ productName, company, name, vendorsUrl, benefitsUrl }: PlusWelcomeEmailInput) {
  return renderNoticeEmail({
    productName,
    subject: 'Welcome to Plus',
    name,
    paragraphs: [
      `The ${productName} business account of ${company} is open: the ODP, Dell and FedEx programs and every member benefit are now part of your membership.`,
      'Start by linking the vendor accounts you already buy with. Our team confirms each link, usually within one or two business days, and your savings then show on your dashboard.',
    ],
    actions: [
      { label: 'Activate deals', url: vendorsUrl },
      { label: 'Go to benefits', url: benefitsUrl },
    ],
  })
}
