import { describe, expect, it } from 'vitest'

import {
  answerClientMistakes,
  clientMistakeOf,
  INVALID_VALUE_MESSAGE,
  UNREADABLE_FORM_MESSAGE,
  UNSUPPORTED_OPERATOR_MESSAGE,
  withGraphqlBodyErrors,
  FILE_NOT_FOUND_MESSAGE,
  withMissingFilesNotFound,
  withoutNotImplemented,
} from './cms-api-errors'

/** What pg throws: a DatabaseError with the SQLSTATE as `code` and a severity. */
function databaseError(code: string) {
  return Object.assign(new Error('invalid input syntax for type integer: "NaN"'), { code, severity: 'ERROR' })
}

const hookArgs = { context: {}, req: {} } as unknown as Parameters<typeof answerClientMistakes>[0]

describe('clientMistakeOf', () => {
  it('finds a PostgreSQL data exception wrapped by Drizzle or GraphQL', () => {
    const drizzle = new Error('Failed query: select …', { cause: databaseError('22P02') })
    expect(clientMistakeOf(drizzle)).toEqual({ status: 400, message: INVALID_VALUE_MESSAGE })
    expect(clientMistakeOf({ message: 'x', originalError: drizzle })).toEqual({
      status: 400,
      message: INVALID_VALUE_MESSAGE,
    })
    expect(clientMistakeOf(databaseError('2201X'))).toEqual({ status: 400, message: INVALID_VALUE_MESSAGE })
  })

  it('leaves other database failures to be server errors', () => {
    expect(clientMistakeOf(new Error('Failed query', { cause: databaseError('23505') }))).toBeNull()
    expect(clientMistakeOf(new Error('Failed query', { cause: databaseError('57P01') }))).toBeNull()
    // A code that looks like one but is not from PostgreSQL.
    expect(clientMistakeOf(Object.assign(new Error('x'), { code: '22P02' }))).toBeNull()
    expect(clientMistakeOf(new Error('connect ECONNREFUSED'))).toBeNull()
    expect(clientMistakeOf(null)).toBeNull()
  })

  it('finds an operator the database adapter has no query for (near on a text field), as built and as in source', () => {
    for (const message of ['n.operators[P] is not a function', 'adapter.operators[queryOperator] is not a function']) {
      expect(clientMistakeOf(new TypeError(message)), message).toEqual({
        status: 400,
        message: UNSUPPORTED_OPERATOR_MESSAGE,
      })
    }
    expect(clientMistakeOf(new TypeError('x.map is not a function'))).toBeNull()
    expect(clientMistakeOf(new Error('n.operators[P] is not a function'))).toBeNull()
  })

  it('finds a multipart body that is not one', () => {
    for (const message of ['Unexpected end of form', 'Malformed part header', 'Multipart: Boundary not found']) {
      expect(clientMistakeOf(new Error(message)), message).toEqual({ status: 400, message: UNREADABLE_FORM_MESSAGE })
    }
  })
})

describe('answerClientMistakes', () => {
  it('gives REST a 400 with the message, GraphQL the message and status', async () => {
    const error = new Error('Failed query', { cause: databaseError('22003') })
    expect(
      await answerClientMistakes({ ...hookArgs, error, result: { errors: [{ message: 'Something went wrong.' }] } }),
    ).toEqual({
      status: 400,
      response: { errors: [{ message: INVALID_VALUE_MESSAGE }] },
    })
    const graphqlResult = { message: 'Something went wrong.', path: ['Page'], extensions: { statusCode: 500 } }
    expect(await answerClientMistakes({ ...hookArgs, error, graphqlResult })).toEqual({
      graphqlResult: { message: INVALID_VALUE_MESSAGE, path: ['Page'], extensions: { statusCode: 400 } },
    })
  })

  it('leaves every other error as Payload answers it', async () => {
    expect(await answerClientMistakes({ ...hookArgs, error: new Error('disk full') })).toBeUndefined()
  })
})

describe('a validation error’s field list', () => {
  // As the admin's request meets it: an error with Payload's shape that is not an instance of the
  // ValidationError class the answering code imports, its class name shortened by the build.
  const validationError = Object.assign(new Error('The following field is invalid: password'), {
    name: 'b',
    status: 400,
    data: { collection: 'users', errors: [{ path: 'password', message: 'Must include 12 characters' }] },
  })

  it('is kept in the REST answer, with status 400, so the admin marks the field with our message', async () => {
    expect(await answerClientMistakes({ ...hookArgs, error: validationError })).toEqual({
      status: 400,
      response: {
        errors: [
          {
            name: 'ValidationError',
            data: { collection: 'users', errors: [{ path: 'password', message: 'Must include 12 characters' }] },
            message: 'The following field is invalid: password',
          },
        ],
      },
    })
  })

  it('leaves other errors, and GraphQL answers, to Payload', async () => {
    expect(await answerClientMistakes({ ...hookArgs, error: new Error('boom') })).toBeUndefined()
    const serverFailure = Object.assign(new Error('boom'), { status: 500, data: validationError.data })
    expect(await answerClientMistakes({ ...hookArgs, error: serverFailure })).toBeUndefined()
    expect(
      await answerClientMistakes({ ...hookArgs, error: validationError, graphqlResult: { message: 'x' } } as never),
    ).toBeUndefined()
  })
})

describe('a public error’s message', () => {
  // The operators' sign-in limit as the built admin's request meets it: thrown as public, its class
  // name lost, so Payload's own answer was "An unknown error occurred."
  const limited = Object.assign(
    new Error('Too many sign-in attempts for this account. Please wait 60 seconds and try again.'),
    {
      name: '',
      status: 429,
      isPublic: true,
    },
  )

  it('is kept in the REST answer with its status', async () => {
    expect(await answerClientMistakes({ ...hookArgs, error: limited })).toEqual({
      status: 429,
      response: {
        errors: [{ message: 'Too many sign-in attempts for this account. Please wait 60 seconds and try again.' }],
      },
    })
  })

  it('is not given for errors that are not public, or not the caller’s', async () => {
    const hidden = Object.assign(new Error('connection refused at 10.0.0.5'), { status: 429 })
    expect(await answerClientMistakes({ ...hookArgs, error: hidden })).toBeUndefined()
    const serverSide = Object.assign(new Error('disk full'), { status: 500, isPublic: true })
    expect(await answerClientMistakes({ ...hookArgs, error: serverSide })).toBeUndefined()
  })
})

describe('withGraphqlBodyErrors', () => {
  it('answers a body Payload could not read with 400, and lets other failures through', async () => {
    const invalidJson = Object.assign(new Error('Invalid JSON'), { status: 400 })
    const answer = await withGraphqlBodyErrors(async () => Promise.reject(invalidJson))(new Request('http://x/'))
    expect(answer.status).toBe(400)
    expect(await answer.json()).toEqual({ errors: [{ message: 'Invalid JSON' }] })

    const form = await withGraphqlBodyErrors(async () => Promise.reject(new Error('Unexpected end of form')))(
      new Request('http://x/'),
    )
    expect(form.status).toBe(400)

    const failure = new Error('database down')
    await expect(withGraphqlBodyErrors(async () => Promise.reject(failure))(new Request('http://x/'))).rejects.toBe(
      failure,
    )
  })
})

describe('withoutNotImplemented', () => {
  it("answers Payload's 501 for a collection without an API as 404, and passes every other answer", async () => {
    const notImplemented = withoutNotImplemented(async () =>
      Response.json(
        { message: 'Cannot GET …' },
        { status: 501, headers: { 'access-control-allow-origin': 'http://x' } },
      ),
    )
    const answer = await notImplemented(new Request('http://x/cms-api/payload-migrations/1'))
    expect(answer.status).toBe(404)
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://x')
    expect(await answer.json()).toEqual({ message: 'Route not found "/cms-api/payload-migrations/1"' })

    const ok = Response.json({ docs: [] })
    expect(await withoutNotImplemented(async () => ok)(new Request('http://x/cms-api/pages'))).toBe(ok)
  })
})

describe('withMissingFilesNotFound', () => {
  it("answers Payload's 500 for an uploaded file missing from the disk as 404, and passes every other answer", async () => {
    const failed = () => Response.json({ errors: [{ message: 'Something went wrong.' }] }, { status: 500 })
    const missing = await withMissingFilesNotFound(async () => failed())(
      new Request('http://x/cms-api/media/file/gone.png'),
    )
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ errors: [{ message: FILE_NOT_FOUND_MESSAGE }] })
    // Any other address's server error stays one.
    expect((await withMissingFilesNotFound(async () => failed())(new Request('http://x/cms-api/pages/1'))).status).toBe(500)
    const file = new Response('png')
    expect(await withMissingFilesNotFound(async () => file)(new Request('http://x/cms-api/media/file/a.png'))).toBe(file)
  })
})
