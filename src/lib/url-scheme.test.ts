import { describe, expect, it } from 'vitest'

import { URL_SCHEME_MESSAGE, validateOperatorUrl } from './url-scheme'

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
