/** The status operators give a submission; the member who sent it sees the label. */
export const SUBMISSION_STATUSES = [
  { value: 'new', label: 'New' },
  { value: 'in-review', label: 'In review' },
  { value: 'accepted', label: 'Accepted' },
  { value: 'declined', label: 'Declined' },
] as const

export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number]['value']

export function submissionStatusLabel(status: string | null | undefined): string {
  return SUBMISSION_STATUSES.find((entry) => entry.value === status)?.label ?? 'New'
}
