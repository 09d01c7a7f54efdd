import type { RequiredDataFromCollectionSlug } from 'payload'

type AuthorData = RequiredDataFromCollectionSlug<'authors'>

export function buildAuthor(overrides: Partial<AuthorData> = {}): AuthorData {
  return {
    name: 'Maya Chen',
    bio: 'Maya writes about purchasing and operations for small businesses. Before joining EA Collective she ran procurement for a 40-person design studio in Columbus, Ohio.',
    ...overrides,
  }
}
