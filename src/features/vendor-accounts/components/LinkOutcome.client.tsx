'use client'

import type { ReactNode } from 'react'

import { useBusinessState } from '@/features/app-state/components/AppStateProvider.client'

import { programBadgeState } from '../badge'
import { type VendorProgramSlug, programKeys } from '../programs'

/**
 * The confirmation page's message, following the live business state: `received` while an account
 * of the program is linked (or the state is still loading, as it is right after the link form),
 * `none` once the state shows no account in the program (the page opened from a bookmark or the
 * browser's history, with nothing linked).
 */
export function LinkOutcome({
  program,
  received,
  none,
}: {
  program: VendorProgramSlug
  received: ReactNode
  none: ReactNode
}) {
  return programBadgeState(useBusinessState(), programKeys(program)) === null ? none : received
}
