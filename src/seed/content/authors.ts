import type { AuthorSeed } from './types'

/** Writers of the seeded reads. Reads name their author by `name`. */
export const authorSeeds: AuthorSeed[] = [
  {
    name: 'Maya Chen',
    bio: 'Maya writes about purchasing and operations for small businesses. Before joining EA Collective she ran procurement for a 40-person design studio in Columbus, Ohio.',
  },
  {
    name: 'Darnell Brooks, CPA',
    bio: 'Darnell is a certified public accountant in Raleigh, North Carolina, who has done the books and taxes of restaurants, trades and family retailers for fifteen years. He hosts Tax Tuesday for EA Collective members.',
  },
  {
    name: 'Priya Raman',
    bio: 'Priya built an online stationery shop from her kitchen table to 9,000 orders a year, then spent three years helping other sellers fix their fulfilment. She writes about shipping and ecommerce.',
  },
]
