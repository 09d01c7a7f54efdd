import type { RequiredDataFromCollectionSlug } from 'payload'

type StatItemData = RequiredDataFromCollectionSlug<'stat-items'>

export function buildStatItem(overrides: Partial<StatItemData> = {}): StatItemData {
  return { statId: 'total-members', title: 'Total members', value: '48,210', ...overrides }
}
