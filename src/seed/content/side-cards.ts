import { seedButton } from '../buttons'

import type { SideCardSeed } from './types'

/** Cards shown beside dynamic card blocks; found again by title. */
export const sideCardSeeds: SideCardSeed[] = [
  {
    homeSideCardTitle: 'Apply for the $5,000 technology grant',
    homeSideCardSubtitle: 'The winter round opens January 1 and closes February 15. The form is always open: late applications go into the next round.',
    homeSideCardCta: [seedButton('Apply now', '/community/grant-competition', { icon: 'arrowForward' })],
  },
  {
    homeSideCardTitle: 'Talk shop with other owners',
    homeSideCardSubtitle: 'Thousands of members swap advice every day in our Discord community.',
    homeSideCardCta: [seedButton('Join the conversation', '/community/connect-in-discord', { variant: 'outline' })],
  },
]
