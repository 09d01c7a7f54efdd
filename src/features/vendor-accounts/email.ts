/**
 * The email a member receives when an operator confirms a vendor account link. Pure: subject,
 * plain text and simple accessible HTML, no remote images.
 */
import { renderNoticeEmail } from '@/server/mailer/notice'

export interface LinkConfirmedEmailInput {
  productName: string
  /** E.g. 'Dell customer account'. */
  accountLabel: string
  programName: string
  /** Masked account number, e.g. '•••• 6789'. */
  accountNumber: string
  /** The program page in the dashboard, absolute. */
  programUrl: string
  name?: string | null
}

export function renderLinkConfirmedEmail(input: LinkConfirmedEmailInput) {
  const { productName, accountLabel, programName, accountNumber, programUrl } = input
  return renderNoticeEmail({
    productName,
    subject: `Your ${programName} account is connected`,
    name: input.name,
    paragraphs: [
      `We confirmed your ${accountLabel} (${accountNumber}). Program pricing and member actions are now open in your dashboard.`,
    ],
    actions: [{ label: `Open the ${programName} program`, url: programUrl }],
  })
}
