import type { z } from 'zod'

import { toFieldErrors } from '@/lib/field-errors'
import { SESSION_CHANGED_CODE, SESSION_CHANGED_MESSAGE, isOtherMember } from '@/lib/member-request'
import { assertSameOrigin } from '@/server/origin'
import { readJsonBody } from '@/server/request-body'
import { type AuthSession, getSessionFromHeaders, isMemberSession } from '@/server/session'

/** A JSON answer no cache keeps: every answer to a member's form is about that member. */
export function noStoreJson(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: { 'cache-control': 'no-store' } })
}

export type MemberForm<T> = { ok: true; session: AuthSession; data: T } | { ok: false; response: Response }

/**
 * What every member's form endpoint checks before its own work, in this order: 403 for a
 * cross-site request; 401 `{code: 'UNAUTHORIZED', message: signInMessage}` when not signed in as a
 * member (a guest included); 412 `{code: 'SESSION_CHANGED', message}` when the page that sent it
 * was showing another member (src/lib/member-request.ts); 415, 413 or 400 `{errors: {form}}` for a body that is not JSON, is too
 * large or cannot be read; 400 `{errors: {field: message}}` with the schema's own messages. Else
 * the member's session and the parsed form.
 */
export async function readMemberForm<S extends z.ZodType>(
  request: Request,
  schema: S,
  signInMessage: string,
): Promise<MemberForm<z.output<S>>> {
  const rejected = assertSameOrigin(request)
  if (rejected) return { ok: false, response: rejected }

  const session = await getSessionFromHeaders(request.headers)
  if (!isMemberSession(session)) {
    return { ok: false, response: noStoreJson({ code: 'UNAUTHORIZED', message: signInMessage }, 401) }
  }
  if (isOtherMember(request, session.user.id)) return { ok: false, response: sessionChanged() }

  const body = await readJsonBody(request)
  if (!body.ok) return { ok: false, response: noStoreJson({ errors: { form: body.message } }, body.status) }

  const parsed = schema.safeParse(body.value)
  if (!parsed.success) return { ok: false, response: noStoreJson({ errors: toFieldErrors(parsed.error) }, 400) }
  return { ok: true, session, data: parsed.data }
}

/** 412: the page that sent the request was showing another member than the session's. */
export function sessionChanged(): Response {
  return noStoreJson({ code: SESSION_CHANGED_CODE, message: SESSION_CHANGED_MESSAGE }, 412)
}
