import { describe, expect, it } from 'vitest'

import { UNSTORABLE_CHARACTER_MESSAGE } from '@/lib/unstorable-character'

import { readJsonBody } from './request-body'

const post = (body: string, type = 'application/json') =>
  new Request('http://localhost:3000/api/forms', { method: 'POST', headers: { 'content-type': type }, body })

describe('readJsonBody', () => {
  it('reads a JSON body within the limit', async () => {
    expect(await readJsonBody(post(JSON.stringify({ company: 'Brightside Bakery' })))).toEqual({
      ok: true,
      value: { company: 'Brightside Bakery' },
    })
  })

  it('refuses a null character anywhere in the body with 400 and a message, before anything is written', async () => {
    const body = JSON.stringify({ formData: { company: 'Bright\u0000side Bakery' } })
    expect(body).toContain('\\u0000')
    expect(await readJsonBody(post(body))).toEqual({ ok: false, status: 400, message: UNSTORABLE_CHARACTER_MESSAGE })
  })

  it('refuses half of a surrogate pair alone (jsonb cannot hold it) the same way; whole pairs pass', async () => {
    const lone = '{"formData":{"firstName":"QA\\ud800"}}'
    expect(await readJsonBody(post(lone))).toEqual({ ok: false, status: 400, message: UNSTORABLE_CHARACTER_MESSAGE })
    expect(await readJsonBody(post('{"q":"\\ud83d\\ude00"}'))).toEqual({ ok: true, value: { q: '😀' } })
  })

  it('leaves null characters to a caller whose own schema says where they are', async () => {
    const body = JSON.stringify({ events: [{ path: '/home\u0000' }] })
    expect(await readJsonBody(post(body), undefined, { allowUnstorableCharacters: true })).toEqual({
      ok: true,
      value: { events: [{ path: '/home\u0000' }] },
    })
  })

  it('refuses other content types, oversized and unreadable bodies with their messages', async () => {
    expect(await readJsonBody(post('a=1', 'application/x-www-form-urlencoded'))).toMatchObject({
      ok: false,
      status: 415,
    })
    expect(await readJsonBody(post(JSON.stringify({ text: 'x'.repeat(100) }), 'application/json'), 50)).toMatchObject({
      ok: false,
      status: 413,
      message: 'The form is too large.',
    })
    expect(await readJsonBody(post('{'))).toEqual({ ok: false, status: 400, message: 'The form could not be read.' })
  })
})
