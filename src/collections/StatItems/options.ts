/** The community figures a stat card can show (spec section 3, "Stat item" ids). */
export const STAT_IDS = [
  { label: 'Sparks', value: 'sparks' },
  { label: 'Messages', value: 'messages' },
  { label: 'New members', value: 'new-members' },
  { label: 'Total members', value: 'total-members' },
  { label: 'GIFs', value: 'gifs' },
  { label: 'Reactions', value: 'reactions' },
] as const

export type StatId = (typeof STAT_IDS)[number]['value']
