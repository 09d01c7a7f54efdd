import type { Page } from '@/payload-types'

/** A page as the seed writes it: everything an operator would fill in, none of Payload's own fields. */
export type PageSeed = Omit<Page, 'id' | 'url' | 'createdAt' | 'updatedAt' | '_status' | 'meta'> & {
  meta?: { title?: string; description?: string }
}
