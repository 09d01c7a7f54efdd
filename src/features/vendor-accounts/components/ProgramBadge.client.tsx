'use client'

import { useBusinessState } from '@/features/app-state/components/AppStateProvider.client'

import { programBadgeState } from '../badge'
import { type VendorProgramSlug, programKeys } from '../programs'
import { ConnectionBadge } from './ConnectionBadge'

/** A program's badge, following the live business state; nothing when no account is linked. */
export function ProgramBadge({ program }: { program: VendorProgramSlug }) {
  const state = programBadgeState(useBusinessState(), programKeys(program))
  return (
    <span aria-live="polite" className="inline-flex">
      {state && <ConnectionBadge state={state} />}
    </span>
  )
}
