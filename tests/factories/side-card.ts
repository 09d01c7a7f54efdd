import type { RequiredDataFromCollectionSlug } from 'payload'

import { seedButton } from '@/seed/buttons'

type SideCardData = RequiredDataFromCollectionSlug<'side-cards'>

export function buildSideCard(overrides: Partial<SideCardData> = {}): SideCardData {
  return {
    homeSideCardTitle: 'Apply for the $5,000 technology grant',
    homeSideCardSubtitle: 'Applications for this quarter close on March 31.',
    homeSideCardCta: [seedButton('Apply now', '/community/grant-competition', { icon: 'arrowForward' })],
    ...overrides,
  }
}
