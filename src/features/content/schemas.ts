/**
 * The query of GET /api/content/[collection] (Load More of article lists, spec section 7).
 * Parsed on the server; the messages are what a caller sent wrongly, in plain words.
 */
import { z } from 'zod'

import '@/lib/zod-jitless'

import { ARTICLE_COLLECTIONS, ARTICLE_PAGE_SIZE, EVENT_STATUSES, canFilterByTag } from '@/lib/article-lists'

export const CONTENT_QUERY_MESSAGES = {
  collection: `Unknown list. Use one of: ${ARTICLE_COLLECTIONS.join(', ')}.`,
  after: 'The "after" cursor is not valid. Use the endCursor of the previous page.',
  limit: `"limit" must be a whole number from ${ARTICLE_PAGE_SIZE.min} to ${ARTICLE_PAGE_SIZE.max}.`,
  tag: '"tag" must be 1 to 60 characters.',
  tagNotSupported: 'Only reads and resources can be filtered by tag.',
  status: `"status" must be one of: ${EVENT_STATUSES.join(', ')}.`,
  statusNotSupported: 'Only events can be filtered by status.',
} as const

// Cursors are base64url (src/server/cursor.ts); the length bound keeps junk out of cache keys.
const cursorSchema = z
  .string({ error: CONTENT_QUERY_MESSAGES.after })
  .min(1, { error: CONTENT_QUERY_MESSAGES.after })
  .max(512, { error: CONTENT_QUERY_MESSAGES.after })
  .regex(/^[A-Za-z0-9_-]+$/, { error: CONTENT_QUERY_MESSAGES.after })

export const contentQuerySchema = z
  .object({
    collection: z.enum(ARTICLE_COLLECTIONS, { error: CONTENT_QUERY_MESSAGES.collection }),
    after: cursorSchema.optional(),
    limit: z.coerce
      .number({ error: CONTENT_QUERY_MESSAGES.limit })
      .int({ error: CONTENT_QUERY_MESSAGES.limit })
      .min(ARTICLE_PAGE_SIZE.min, { error: CONTENT_QUERY_MESSAGES.limit })
      .max(ARTICLE_PAGE_SIZE.max, { error: CONTENT_QUERY_MESSAGES.limit })
      .default(ARTICLE_PAGE_SIZE.default),
    tag: z
      .string()
      .trim()
      .min(1, { error: CONTENT_QUERY_MESSAGES.tag })
      .max(60, { error: CONTENT_QUERY_MESSAGES.tag })
      .optional(),
    status: z.enum(EVENT_STATUSES, { error: CONTENT_QUERY_MESSAGES.status }).optional(),
  })
  .superRefine((query, ctx) => {
    if (query.tag !== undefined && !canFilterByTag(query.collection)) {
      ctx.addIssue({ code: 'custom', path: ['tag'], message: CONTENT_QUERY_MESSAGES.tagNotSupported })
    }
    if (query.status !== undefined && query.collection !== 'events') {
      ctx.addIssue({ code: 'custom', path: ['status'], message: CONTENT_QUERY_MESSAGES.statusNotSupported })
    }
  })

export type ContentQuery = z.infer<typeof contentQuerySchema>

/**
 * The query from the route's collection segment and search parameters. A parameter given twice
 * is an error rather than a silent pick of one.
 */
export function parseContentQuery(collection: string, searchParams: URLSearchParams) {
  const raw: Record<string, unknown> = { collection }
  const duplicates: string[] = []
  for (const key of ['after', 'limit', 'tag', 'status'] as const) {
    const values = searchParams.getAll(key)
    if (values.length > 1) duplicates.push(key)
    if (values.length) raw[key] = values[0]
  }
  const result = contentQuerySchema.safeParse(raw)
  if (duplicates.length) {
    return {
      success: false as const,
      errors: [
        ...duplicates.map((key) => `"${key}" was given more than once.`),
        ...(result.success ? [] : messages(result.error)),
      ],
    }
  }
  return result.success
    ? { success: true as const, data: result.data }
    : { success: false as const, errors: messages(result.error) }
}

function messages(error: z.ZodError): string[] {
  return [...new Set(error.issues.map((issue) => issue.message))]
}
