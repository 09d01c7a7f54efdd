import { describe, expect, it } from 'vitest'

import { ABSOLUTE_URL_MESSAGE, URL_SCHEME_MESSAGE, validateAbsoluteHttpUrl, validateOperatorUrl } from './url-scheme'

describe('validateOperatorUrl', () => {
  it('accepts paths, anchors, actions and http, https, mailto and tel addresses', () => {
    for (const value of ['/dashboard', '#faq', '[sign-in]', 'https://help.example.com', 'http://a.example', 'mailto:hi@example.com', 'tel:+15551234567', '', null]) {
      expect(validateOperatorUrl(value), String(value)).toBe(true)
    }
  })

  it('refuses any other scheme, however it is disguised', () => {
    for (const value of ['javascript:alert(1)', 'JavaScript:alert(1)', ' java\tscript:alert(1)', 'data:text/html,<script>', 'vbscript:x', 'file:///etc/passwd']) {
      expect(validateOperatorUrl(value), value).toBe(URL_SCHEME_MESSAGE)
    }
  })
})

describe('validateAbsoluteHttpUrl (the help centre, Discord, a vendor portal)', () => {
  it('takes a full http(s) address, with the placeholders the site fills in', () => {
    for (const value of [
      'https://help.example.com/hc/en-us',
      'http://portal.example.com/login',
      'https://files.example.com/cards/{card}.pdf',
      'https://business.odp.example/{parentAccountId}/{accountId}',
      '',
      null,
    ]) {
      expect(validateAbsoluteHttpUrl(value), String(value)).toBe(true)
    }
  })

  it('refuses text that is not one: a path, words, another scheme', () => {
    for (const value of ['help center', 'not a url', '/help', 'help.example.com', 'mailto:help@example.com', 'javascript:alert(1)', 'https://', 42]) {
      expect(validateAbsoluteHttpUrl(value), String(value)).toBe(ABSOLUTE_URL_MESSAGE)
    }
  })
})
