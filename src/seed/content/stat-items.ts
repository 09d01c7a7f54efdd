import type { StatItemSeed } from './types'

/** The community figures shown on stat cards, one per figure. */
export const statItemSeeds: StatItemSeed[] = [
  { statId: 'total-members', title: 'Total members', value: '48,210' },
  { statId: 'new-members', title: 'New members this month', value: '1,362' },
  { statId: 'messages', title: 'Messages in Discord', value: '212K' },
  { statId: 'sparks', title: 'Sparks given', value: '18,940' },
  { statId: 'reactions', title: 'Reactions', value: '96K' },
  { statId: 'gifs', title: 'GIFs shared', value: '7,415' },
]
