import type { Access, FieldAccess, Where } from 'payload'

/** Operators are the documents of the `users` collection: Payload's admin identity only. */
export const isOperator: Access = ({ req }) => req.user?.collection === 'users'
/** For Payload options that need a plain yes or no (admin panel access). */
export const isOperatorRequest = ({ req }: { req: { user?: { collection?: string } | null } }): boolean =>
  req.user?.collection === 'users'

export const isOperatorField: FieldAccess = ({ req }) => req.user?.collection === 'users'

export const anyone: Access = () => true

/** Written only by the server itself (overrideAccess), never through an API. */
export const nobody: Access = () => false

/** Published content for everyone; drafts only for operators. */
export const publishedOrOperator: Access = ({ req }) => {
  if (req.user?.collection === 'users') return true
  return { _status: { equals: 'published' } }
}

/**
 * Member-only content, one rule for every API (REST, GraphQL, the site's own reads, /api/content):
 * operators read it; the site's server reads it for a signed-in member by passing
 * `context: { memberContent: true }` (a request context no API caller can set); nobody else.
 * Member-only are dashboard pages (category DASHBOARD, or an address under /dashboard or
 * /my-dashboard) and the bodies of guides.
 */
export const MEMBER_CONTENT_CONTEXT = 'memberContent'

type RequestLike = { user?: { collection?: string } | null; context?: Record<string, unknown> }

export function mayReadMemberContent(req: RequestLike): boolean {
  return req.user?.collection === 'users' || req.context?.[MEMBER_CONTENT_CONTEXT] === true
}

const MEMBER_PAGE_PREFIXES = ['/dashboard', '/my-dashboard']

/** Pages only members see. (`like` matches anywhere in the address: safe side.) */
export const memberOnlyPageWhere: Where = {
  or: [{ pageCategory: { equals: 'DASHBOARD' } }, ...MEMBER_PAGE_PREFIXES.map((prefix) => ({ url: { like: prefix } }))],
}

const publicPageWhere: Where = {
  and: [
    { pageCategory: { not_equals: 'DASHBOARD' } },
    ...MEMBER_PAGE_PREFIXES.map((prefix) => ({ url: { not_like: prefix } })),
  ],
}

/** Pages: drafts for operators; published member pages for members; published public pages for all. */
export const pagesRead: Access = ({ req }) => {
  if (req.user?.collection === 'users') return true
  const published: Where = { _status: { equals: 'published' } }
  if (mayReadMemberContent(req)) return published
  return { and: [published, publicPageWhere] }
}

/** A field only members (and operators) read, such as a guide's body. */
export const memberOnlyField: FieldAccess = ({ req }) => mayReadMemberContent(req)
