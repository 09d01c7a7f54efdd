import type { Access, FieldAccess } from 'payload'

/** Operators are the documents of the `users` collection: Payload's admin identity only. */
export const isOperator: Access = ({ req }) => req.user?.collection === 'users'
/** For Payload options that need a plain yes or no (admin panel access). */
export const isOperatorRequest = ({ req }: { req: { user?: { collection?: string } | null } }): boolean =>
  req.user?.collection === 'users'

export const isOperatorField: FieldAccess = ({ req }) => req.user?.collection === 'users'

export const anyone: Access = () => true

/** Published content for everyone; drafts only for operators. */
export const publishedOrOperator: Access = ({ req }) => {
  if (req.user?.collection === 'users') return true
  return { _status: { equals: 'published' } }
}
