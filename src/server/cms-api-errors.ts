import type { AfterErrorHook } from 'payload'

import { isUploadedFilePath } from '@/lib/csp'

/**
 * Payload's REST and GraphQL API (/cms-api) answer some mistakes in a request with 500, as if the
 * server had failed: an id or filter value its column cannot hold (`/cms-api/pages/abc`,
 * `?where[id][in]=a,b`, `?page=-1`), a geographic filter on a field that is not a point, and a
 * multipart body that is not one. These are the caller's
 * mistakes, so they get a 400 with a message instead (the error is still logged by Payload).
 */
export interface ClientMistake {
  status: 400
  message: string
}

export const INVALID_VALUE_MESSAGE = 'A value in the request is not valid for its field.'
export const UNREADABLE_FORM_MESSAGE = 'The form data in the request could not be read.'
export const UNSUPPORTED_OPERATOR_MESSAGE = 'A filter in the request uses an operator its field does not support.'

/**
 * What Payload's PostgreSQL adapter throws for an operator it has no query for on that field:
 * `adapter.operators[queryOperator] is not a function` (minified: `n.operators[P]`), for `near`,
 * `within` or `intersects` on a field that is not a point (`?where[url][near]=1,2`).
 */
const UNSUPPORTED_OPERATOR = /\boperators\[[\w$]+\] is not a function$/

/** What busboy (Payload's multipart parser) throws for a body that does not match its content type. */
const MALFORMED_FORM_ERRORS = new Set([
  'Unexpected end of form',
  'Unexpected end of file',
  'Malformed part header',
  'Multipart: Boundary not found',
  'Malformed content type',
])

/** The error and what it wraps: Drizzle keeps PostgreSQL's error as `cause`, GraphQL as `originalError`. */
function* errorChain(error: unknown): Generator<object> {
  let current: unknown = error
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    yield current
    const { cause, originalError } = current as { cause?: unknown; originalError?: unknown }
    current = cause ?? originalError
  }
}

export function clientMistakeOf(error: unknown): ClientMistake | null {
  for (const link of errorChain(error)) {
    const { code, message } = link as { code?: unknown; message?: unknown }
    // SQLSTATE class 22, "data exception": a value the statement was given does not fit (invalid
    // text for an integer, out of range, a negative OFFSET). Every value in Payload's queries comes
    // from the request, so the request is what is wrong.
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code) && 'severity' in link) {
      return { status: 400, message: INVALID_VALUE_MESSAGE }
    }
    if (typeof message === 'string' && MALFORMED_FORM_ERRORS.has(message) && !('status' in link)) {
      return { status: 400, message: UNREADABLE_FORM_MESSAGE }
    }
    if (link instanceof TypeError && UNSUPPORTED_OPERATOR.test(link.message)) {
      return { status: 400, message: UNSUPPORTED_OPERATOR_MESSAGE }
    }
  }
  return null
}

/**
 * A validation error's answer with its field list (`data.errors`: each field's path and message),
 * which the admin needs to mark the field and show our message beside it. Payload's `formatErrors`
 * keeps `data` only when `instanceof ValidationError` holds, and here it does not: the error is
 * made by another copy of Payload's module than the one answering (seen on 2026-11-30: an
 * operator's 4-character password, a `javascript:` link, got only "The following field is
 * invalid: password" in a toast). The class's name does not survive the build either, so the error is
 * known by its shape: a 4xx status and `data.errors`, a list of paths and messages.
 */
export function fieldErrorsAnswer(error: unknown): { status: number; response: { errors: object[] } } | null {
  if (!error || typeof error !== 'object') return null
  const { data, message, status } = error as { data?: unknown; message?: unknown; status?: unknown }
  const fields = data && typeof data === 'object' ? (data as { errors?: unknown }).errors : undefined
  const isFieldList =
    Array.isArray(fields) &&
    fields.length > 0 &&
    fields.every(
      (item) => item && typeof item === 'object' && typeof item.path === 'string' && typeof item.message === 'string',
    )
  if (!isFieldList || typeof status !== 'number' || status < 400 || status >= 500) return null
  return { status, response: { errors: [{ name: 'ValidationError', data, message }] } }
}

/**
 * An error thrown as public (`new APIError(message, 429, null, true)`, such as the operators'
 * sign-in limit) with its own message and status. Payload's `formatErrors` reads the message from
 * an error with a `name`, which the build's copy of the class does not keep, so the admin showed
 * "An unknown error occurred." instead of the message written for it.
 */
export function publicErrorAnswer(error: unknown): { status: number; response: { errors: object[] } } | null {
  if (!error || typeof error !== 'object') return null
  const { isPublic, message, status } = error as { isPublic?: unknown; message?: unknown; status?: unknown }
  if (isPublic !== true || typeof message !== 'string' || !message) return null
  if (typeof status !== 'number' || status < 400 || status >= 500) return null
  return { status, response: { errors: [{ message }] } }
}

/**
 * Root `afterError` hook: REST answers get the status and message, GraphQL errors the message; a
 * validation error's REST answer keeps its field list, and a public error its message.
 */
export const answerClientMistakes: AfterErrorHook = ({ error, graphqlResult }) => {
  const mistake = clientMistakeOf(error)
  if (!mistake) return graphqlResult ? undefined : (fieldErrorsAnswer(error) ?? publicErrorAnswer(error) ?? undefined)
  if (graphqlResult) {
    return {
      graphqlResult: {
        ...graphqlResult,
        message: mistake.message,
        extensions: { ...graphqlResult.extensions, statusCode: mistake.status },
      },
    }
  }
  return { status: mistake.status, response: { errors: [{ message: mistake.message }] } }
}

/**
 * Payload's GraphQL handler reads the body before its own error handling starts, so a body that is
 * not JSON (an `APIError` with status 400) or not multipart escapes as a 500. Answers those as 400.
 */
export function withGraphqlBodyErrors(handler: (request: Request) => Promise<Response>) {
  return async (request: Request): Promise<Response> => {
    try {
      return await handler(request)
    } catch (error) {
      const status = (error as { status?: unknown }).status
      const mistake =
        typeof status === 'number' && status >= 400 && status < 500
          ? { status, message: (error as Error).message || 'Bad Request' }
          : clientMistakeOf(error)
      if (!mistake) throw error
      return Response.json({ errors: [{ message: mistake.message }] }, { status: mistake.status })
    }
  }
}

/**
 * Payload answers 501 (Not Implemented) for a collection that has no REST API (its migrations and
 * key-value store). To a caller that address is simply not there: 404, as for any unknown route.
 */
export function withoutNotImplemented<Args extends unknown[]>(
  handler: (request: Request, ...args: Args) => Promise<Response>,
) {
  return async (request: Request, ...args: Args): Promise<Response> => {
    const response = await handler(request, ...args)
    if (response.status !== 501) return response
    return notFoundInstead(response, { message: `Route not found "${new URL(request.url).pathname}"` })
  }
}

/** A 404 with `body` in place of Payload's answer, keeping its headers (CORS) but not its length. */
async function notFoundInstead(response: Response, body: object): Promise<Response> {
  await response.body?.cancel()
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return Response.json(body, { status: 404, headers })
}

export const FILE_NOT_FOUND_MESSAGE = 'The file was not found.'

/**
 * Payload answers 500 ("Something went wrong.") for an uploaded file missing from the disk (a
 * deleted upload's old address, a mistyped name). A missing file is not a server fault: 404.
 */
export function withMissingFilesNotFound<Args extends unknown[]>(
  handler: (request: Request, ...args: Args) => Promise<Response>,
) {
  return async (request: Request, ...args: Args): Promise<Response> => {
    const response = await handler(request, ...args)
    if (response.status !== 500 || !isUploadedFilePath(new URL(request.url).pathname)) return response
    return notFoundInstead(response, { errors: [{ message: FILE_NOT_FOUND_MESSAGE }] })
  }
}
