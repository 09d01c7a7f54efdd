/** Viewers and media for block tests, built with the real app-state rules. */
import { computeAppState, initialAppState } from '@/features/app-state/app-state'
import type { Media } from '@/payload-types'

export const loggedOutViewer = computeAppState({ authUser: null })
export const loadingViewer = initialAppState
export const memberViewer = computeAppState({
  authUser: { id: 'user-dana', email: 'dana@example.com', emailVerified: true },
  member: { id: 'user-dana', firstName: 'Dana', lastName: 'Okafor' },
})
export const namelessMemberViewer = computeAppState({
  authUser: { id: 'user-anon-name', email: 'owner@example.com', emailVerified: true },
  member: { id: 'user-anon-name', firstName: null, lastName: null },
})

export function mediaDoc(overrides: Partial<Media> = {}): Media {
  return {
    id: 1,
    altText: 'Two owners reviewing an order in their shop',
    url: '/media/owners.jpg',
    mimeType: 'image/jpeg',
    width: 1200,
    height: 720,
    updatedAt: '2026-01-01T00:00:00.000Z',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  }
}
