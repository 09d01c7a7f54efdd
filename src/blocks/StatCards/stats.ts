/** Stat item ids (spec section 3) and how each is labelled for operators. */
export const STAT_IDS = [
  { value: 'sparks', label: 'Sparks' },
  { value: 'messages', label: 'Messages' },
  { value: 'new-members', label: 'New members' },
  { value: 'total-members', label: 'Total members' },
  { value: 'gifs', label: 'GIFs' },
  { value: 'reactions', label: 'Reactions' },
] as const

export type StatId = (typeof STAT_IDS)[number]['value']
