/**
 * A member's requests say whom the page was showing (its app state's uid). A tab rendered for one
 * member can outlive their session: signed out and in as someone else in another tab, or a sign-in
 * link opened meanwhile. Its next save would otherwise land in the new session's account. The
 * server refuses a request whose member is not the session's (412), and nothing is saved.
 */
export const MEMBER_HEADER = 'x-ea-member'

export const SESSION_CHANGED_CODE = 'SESSION_CHANGED'
export const SESSION_CHANGED_MESSAGE =
  'You are now signed in as someone else in another tab or window, so nothing was saved. Reload this page to continue as them.'

/** Headers for a member's JSON request from a page showing `uid` (none when it shows nobody). */
export function memberJsonHeaders(uid: string | null | undefined): Record<string, string> {
  return uid ? { 'content-type': 'application/json', [MEMBER_HEADER]: uid } : { 'content-type': 'application/json' }
}

/** True when the request names a member other than the session's. */
export function isOtherMember(request: Request, sessionUserId: string): boolean {
  const named = request.headers.get(MEMBER_HEADER)
  return named !== null && named !== '' && named !== sessionUserId
}
