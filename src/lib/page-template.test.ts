// @vitest-environment node
import { isWritableValue, sameTemplate, templateOf, writeValue } from './page-template'

const placeholder = 'eapcPLACEHOLDER'
const standInsA = new Map([
  ['memberfirstName', 'EaStandInmemberfirstName'],
  ['email', 'ea.standin.email@audience-a.invalid'],
])
const standInsB = new Map([
  ['memberfirstName', 'zö other memberfirstName ÿ'],
  ['email', 'Zo_other+email@b-stand.example'],
])

const escapeHtml = (text: string) => text.replace(/["&'<>]/g, (c) => ({ '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' })[c]!)

/** A page as React and Next write it: escaped HTML, then the React payload in inline scripts. */
function page(firstName: string, email: string, extra = '') {
  const row = `1:["$","p",null,{"children":${JSON.stringify(firstName)}}]\n`
  const payload = JSON.stringify([1, row]).replace(/[&<>\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
  return (
    `<html><head><script nonce="${placeholder}">(self.__next_f=self.__next_f||[]).push([0])</script></head>` +
    `<body><h1>Welcome back, <!-- -->${escapeHtml(firstName)}</h1><a href="mailto:${escapeHtml(email)}" title="${escapeHtml(firstName)}">Email</a>${extra}` +
    `<script nonce="${placeholder}">self.__next_f.push(${payload})</script></body></html>`
  )
}

describe('templateOf', () => {
  it('cuts a page at the nonce and at each stand-in, knowing whether it is page text or the React payload', () => {
    const template = templateOf(page('EaStandInmemberfirstName', 'ea.standin.email@audience-a.invalid'), placeholder, standInsA)!
    expect(template.fills).toEqual([
      null,
      { field: 'memberfirstName', within: 'html' },
      { field: 'email', within: 'html' },
      { field: 'memberfirstName', within: 'html' },
      null,
      { field: 'memberfirstName', within: 'payload' },
    ])
    expect(template.parts.join('')).not.toContain('EaStandIn')
  })

  it('finds the same template in both renders when the page shows the fields word for word', () => {
    const a = templateOf(page('EaStandInmemberfirstName', 'ea.standin.email@audience-a.invalid'), placeholder, standInsA)!
    const b = templateOf(page('zö other memberfirstName ÿ', 'Zo_other+email@b-stand.example'), placeholder, standInsB)!
    expect(sameTemplate(a, b)).toBe(true)
  })

  it('tells apart renders that show something derived from a field', () => {
    const initial = (name: string) => page(name, 'x', `<span>${name[0]}</span>`)
    const a = templateOf(initial('EaStandInmemberfirstName'), placeholder, standInsA)!
    const b = templateOf(initial('zö other memberfirstName ÿ'), placeholder, standInsB)!
    expect(sameTemplate(a, b)).toBe(false)
    const length = (name: string) => page(name, 'x', `<span>${name.length} letters</span>`)
    expect(sameTemplate(templateOf(length('EaStandInmemberfirstName'), placeholder, standInsA)!, templateOf(length('zö other memberfirstName ÿ'), placeholder, standInsB)!)).toBe(false)
  })

  it('refuses a stand-in in any other script or in a style', () => {
    const inScript = page('EaStandInmemberfirstName', 'x', '<script type="application/ld+json">{"name":"EaStandInmemberfirstName"}</script>')
    expect(templateOf(inScript, placeholder, standInsA)).toBeNull()
    const inStyle = page('EaStandInmemberfirstName', 'x', '<style>.a::after{content:"EaStandInmemberfirstName"}</style>')
    expect(templateOf(inStyle, placeholder, standInsA)).toBeNull()
  })
})

describe('writeValue', () => {
  it('writes a value into a template exactly as a render for that viewer would have', () => {
    const template = templateOf(page('EaStandInmemberfirstName', 'ea.standin.email@audience-a.invalid'), placeholder, standInsA)!
    for (const [firstName, email] of [
      ['Dana', 'dana@brightsidebakery.com'],
      ['Zoë <b>"O\'Neil" & Co</b>', 'a&b@x.co'],
      ['Back\\slash \u2028 line </script>', 'plain@example.com'],
      ['José 李', 'jose@example.com'],
    ]) {
      const values: Record<string, string> = { memberfirstName: firstName, email }
      const written = template.parts
        .map((part, index) => {
          if (index === template.fills.length) return part
          const fill = template.fills[index]
          return part + (fill ? writeValue(values[fill.field], fill.within) : placeholder)
        })
        .join('')
      expect(written).toBe(page(firstName, email))
    }
  })
})

describe('isWritableValue', () => {
  it('takes ordinary names, emails and ids', () => {
    expect(isWritableValue('memberfirstName', 'Dana')).toBe(true)
    expect(isWritableValue('memberlastName', "O'Neil-Zoë")).toBe(true)
    expect(isWritableValue('email', 'dana+news@brightsidebakery.com')).toBe(true)
    expect(isWritableValue('uid', 'Xk2_9fQ-1')).toBe(true)
  })

  it('leaves values a page might treat differently from the stand-ins to a render of their own', () => {
    for (const [field, value] of [
      ['memberfirstName', ''],
      ['memberfirstName', ' Dana'],
      ['memberfirstName', 'x'.repeat(81)],
      ['memberfirstName', '$1'],
      ['memberfirstName', 'Tab\there'],
      ['uid', 'a/b'],
      ['memberfirstName', undefined],
    ] as const) {
      expect(isWritableValue(field, value), JSON.stringify(value)).toBe(false)
    }
  })
})
