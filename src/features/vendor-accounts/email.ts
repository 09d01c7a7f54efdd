/**
 * The emails a member receives when an operator confirms or refuses a vendor account link. Pure:
 * subject, plain text and simple accessible HTML, no remote images.
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

/** When the operator refuses the link: what happened, and the way to link the right number. */
export function renderLinkRefusedEmail(input: LinkConfirmedEmailInput) {
  const { productName, accountLabel, programName, accountNumber, programUrl } = input
  return renderNoticeEmail({
    productName,
    subject: `We could not confirm your ${programName} account`,
    name: input.name,
    paragraphs: [
      `We could not confirm that the ${accountLabel} (${accountNumber}) belongs to your business, so it is not linked and its orders are not counted in your savings.`,
      `Check the number on a ${programName} invoice or on your account page with them, then link it again from your dashboard. If the number was right, reply through the help centre and we will look again.`,
    ],
    actions: [{ label: `Link your ${programName} account`, url: programUrl }],
  })
}
