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
      `The ${productName} business account of ${company} is open. You can now link your ODP, Dell and FedEx accounts so program pricing applies to them, and follow what you save against retail on your dashboard.`,
      'Start by linking the vendor accounts you already buy with. Each new link shows PENDING until our team confirms it, usually within two business days; then its member actions open and your savings show on your dashboard.',
      'Your member benefits, resources, events and the grant competition stay open to you as before.',
    ],
    actions: [
      { label: 'Link your vendor accounts', url: vendorsUrl },
      { label: 'Go to benefits', url: benefitsUrl },
    ],
  })
}
