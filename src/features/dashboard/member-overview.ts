import type { AppState } from '@/features/app-state/app-state'

/** The membership a dashboard shows: PLUS for business account holders, otherwise MEMBER. */
export function membershipLabel(state: AppState): 'PLUS' | 'MEMBER' {
  return state.userType === 'PLUS' ? 'PLUS' : 'MEMBER'
}

export type NextStep = 'verify-email' | 'upgrade-to-plus' | 'activate-deals'

/** What the member should do next, most important first. */
export function nextSteps(state: AppState): NextStep[] {
  const steps: NextStep[] = []
  if (!state.emailVerified) steps.push('verify-email')
  steps.push(state.userType === 'PLUS' ? 'activate-deals' : 'upgrade-to-plus')
  return steps
}
