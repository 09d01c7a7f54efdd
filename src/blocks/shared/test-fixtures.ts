/**
 * Viewers and media for block tests: the shared factories of tests/factories, named for how the
 * block tests read them.
 */
import { computeAppState } from '@/features/app-state/app-state'
import type { Media } from '@/payload-types'

import { buildMediaDoc } from '../../../tests/factories/media'
import { buildViewer, loadingViewer as buildLoadingViewer } from '../../../tests/factories/viewer'

export const loggedOutViewer = buildViewer('GUEST')
export const loadingViewer = buildLoadingViewer()
export const memberViewer = buildViewer('MEMBER')
/** A member whose record has no names: greetings fall back ('Rep'). */
export const namelessMemberViewer = computeAppState({
  authUser: { id: 'user-anon-name', email: 'owner@example.com', emailVerified: true },
  member: { id: 'user-anon-name', firstName: null, lastName: null },
})

export function mediaDoc(overrides: Partial<Media> = {}): Media {
  return buildMediaDoc({ altText: 'Two owners reviewing an order in their shop', ...overrides })
}
