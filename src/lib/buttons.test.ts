import {
  benefitCta,
  bracketAction,
  pickUserTypeEntry,
  resolveButton,
  type ButtonConfig,
  type ButtonContext,
} from '@/lib/buttons'
import { USER_TYPES, type UserType } from '@/lib/types'

const noGroup = { groupCode: null, promoCode: null, isSet: false }
const group = { groupCode: 'CHAMBER', promoCode: 'SPRING24', isSet: true }

function ctx(userType: UserType, extra: Partial<ButtonContext> = {}): ButtonContext {
  return { userType, groupData: noGroup, email: 'rep@acme.com', uid: 'user-1', ...extra }
}

function button(overrides: Partial<ButtonConfig> = {}): ButtonConfig {
  return {
    id: 'btn-1',
    kind: 'internalLink',
    perUserType: [
      { userType: 'GUEST', label: 'Join', href: '/onboard/sign-up', info: 'Free to join' },
    ],
    ...overrides,
  }
}

// One entry per user type, so each type's rendering can be told apart.
const perType = button({
  perUserType: [
    { userType: 'ANON', label: 'Anon label', href: '/anon', info: 'anon info' },
    { userType: 'GUEST', label: 'Guest label', href: '/guest', info: 'guest info' },
    { userType: 'MEMBER', label: 'Member label', href: '/member', info: 'member info' },
    { userType: 'PLUS', label: 'Plus label', href: '/plus', info: 'plus info' },
    { userType: 'UNKNOWN', label: 'Unknown label', href: '/unknown', info: null },
  ],
})

describe('per-user-type rendering', () => {
  it('renders the ANON entry for an ANON user', () => {
    expect(resolveButton(perType, ctx('ANON'))).toMatchObject({
      label: 'Anon label',
      href: '/anon',
      info: 'anon info',
    })
  })

  it('renders the GUEST entry for a GUEST user', () => {
    expect(resolveButton(perType, ctx('GUEST'))).toMatchObject({
      label: 'Guest label',
      href: '/guest',
      info: 'guest info',
    })
  })

  it('renders the MEMBER entry for a MEMBER user', () => {
    expect(resolveButton(perType, ctx('MEMBER'))).toMatchObject({
      label: 'Member label',
      href: '/member',
      info: 'member info',
    })
  })

  it('renders the PLUS entry for a PLUS user', () => {
    expect(resolveButton(perType, ctx('PLUS'))).toMatchObject({
      label: 'Plus label',
      href: '/plus',
      info: 'plus info',
    })
  })

  it('renders the UNKNOWN entry for an UNKNOWN user', () => {
    expect(resolveButton(perType, ctx('UNKNOWN'))).toMatchObject({
      label: 'Unknown label',
      href: '/unknown',
      info: null,
    })
  })

  it('falls back to the GUEST entry for every user type without an entry of its own', () => {
    const config = button({
      perUserType: [
        { userType: 'PLUS', label: 'Plus label', href: '/plus' },
        { userType: 'GUEST', label: 'Guest label', href: '/guest' },
      ],
    })
    for (const userType of ['ANON', 'MEMBER', 'UNKNOWN'] as const) {
      expect(resolveButton(config, ctx(userType))?.label).toBe('Guest label')
    }
    expect(resolveButton(config, ctx('PLUS'))?.label).toBe('Plus label')
  })

  it('falls back to the first entry when there is no GUEST entry', () => {
    const entries = [
      { userType: 'MEMBER' as const, label: 'Member label' },
      { userType: 'PLUS' as const, label: 'Plus label' },
    ]
    expect(pickUserTypeEntry(entries, 'ANON')?.label).toBe('Member label')
  })

  it('renders nothing when the button has no entries at all', () => {
    expect(resolveButton(button({ perUserType: [] }), ctx('GUEST'))).toBeNull()
  })
})

describe('hideButtonIf', () => {
  it('hides the button for a user type named in hideButtonIf', () => {
    const config = button({ hideButtonIf: ['MEMBER', 'PLUS'] })
    expect(resolveButton(config, ctx('MEMBER'))).toBeNull()
    expect(resolveButton(config, ctx('PLUS'))).toBeNull()
  })

  it('shows the button for user types not named in hideButtonIf', () => {
    const config = button({ hideButtonIf: ['PLUS'] })
    for (const userType of USER_TYPES.filter((type) => type !== 'PLUS')) {
      expect(resolveButton(config, ctx(userType))).not.toBeNull()
    }
  })
})

describe('bracketed destinations', () => {
  it('reads the bracketed text as the action', () => {
    expect(bracketAction('[download-pdf]')).toBe('download-pdf')
    expect(bracketAction('/plain/path')).toBeNull()
    expect(bracketAction('[]')).toBeNull()
  })

  it('gives a bracketed destination an action and no navigation href', () => {
    const resolved = resolveButton(
      button({ perUserType: [{ userType: 'GUEST', label: 'Go', href: '[anything]' }] }),
      ctx('GUEST'),
    )
    expect(resolved).toMatchObject({ action: 'anything', href: null, target: null })
  })

  it('maps [onboard] to the onboarding start of the page pathway', () => {
    const config = button({
      perUserType: [{ userType: 'GUEST', label: 'Start', href: '[onboard]' }],
    })
    expect(resolveButton(config, ctx('GUEST', { pathwaySlug: 'plus' }))).toMatchObject({
      action: 'onboard',
      href: '/onboard/plus/start',
    })
  })

  it('maps [onboard] to sign-up when the page has no pathway', () => {
    const config = button({
      perUserType: [{ userType: 'GUEST', label: 'Start', href: '[onboard]' }],
    })
    expect(resolveButton(config, ctx('GUEST'))).toMatchObject({
      action: 'onboard',
      href: '/onboard/sign-up',
    })
  })

  it('maps [sign-in] to the sign-in page', () => {
    const config = button({
      perUserType: [{ userType: 'GUEST', label: 'Log In', href: '[sign-in]' }],
    })
    expect(resolveButton(config, ctx('GUEST'))).toMatchObject({
      action: 'sign-in',
      href: '/onboard/sign-in',
    })
  })
})

describe('function buttons', () => {
  it('fires CLICK_DOWNLOAD with the page file URL for [download-pdf]', () => {
    const config = button({
      kind: 'functionButton',
      perUserType: [{ userType: 'GUEST', label: 'Get PDF', href: '[download-pdf]' }],
    })
    expect(resolveButton(config, ctx('GUEST', { pageFileUrl: '/media/guide.pdf' }))).toMatchObject({
      action: 'download-pdf',
      href: null,
      event: { type: 'CLICK_DOWNLOAD', fileUrl: '/media/guide.pdf' },
    })
  })

  it('fires CLICK_CONTINUE for any other function button destination', () => {
    const config = button({
      kind: 'functionButton',
      perUserType: [{ userType: 'GUEST', label: 'Next', href: '#step-2' }],
    })
    expect(resolveButton(config, ctx('GUEST'))?.event).toEqual({ type: 'CLICK_CONTINUE' })
  })

  it('fires no event for buttons that are not function buttons', () => {
    expect(resolveButton(button(), ctx('GUEST'))?.event).toBeNull()
  })
})

describe('targets and anchors', () => {
  it('opens external links and external buttons in a new tab with a safe rel', () => {
    for (const kind of ['externalLink', 'externalButton'] as const) {
      const config = button({
        kind,
        perUserType: [{ userType: 'GUEST', label: 'Help', href: 'https://help.example.com' }],
      })
      expect(resolveButton(config, ctx('GUEST'))).toMatchObject({
        target: '_blank',
        rel: 'noopener noreferrer',
        isExternal: true,
      })
    }
  })

  it('keeps internal kinds in the same tab', () => {
    for (const kind of [
      'internalLink',
      'internalButton',
      'featureButton',
      'functionButton',
    ] as const) {
      expect(resolveButton(button({ kind }), ctx('GUEST'))).toMatchObject({
        target: null,
        rel: null,
        isExternal: false,
      })
    }
  })

  it('keeps an href starting with # as an in-page anchor, without query params or new tab', () => {
    const config = button({
      kind: 'externalLink',
      perUserType: [{ userType: 'GUEST', label: 'FAQ', href: '#faq' }],
    })
    expect(resolveButton(config, ctx('GUEST', { groupData: group }))).toMatchObject({
      href: '#faq',
      isAnchor: true,
      target: null,
    })
  })
})

describe('group codes', () => {
  it('appends groupCode and promoCode with ? when the href has no query', () => {
    expect(resolveButton(button(), ctx('GUEST', { groupData: group }))?.href).toBe(
      '/onboard/sign-up?groupCode=CHAMBER&promoCode=SPRING24',
    )
  })

  it('appends groupCode and promoCode with & when the href already has a query', () => {
    const config = button({
      perUserType: [
        { userType: 'GUEST', label: 'Join', href: '/onboard/sign-up?pageSlug=/resources' },
      ],
    })
    expect(resolveButton(config, ctx('GUEST', { groupData: group }))?.href).toBe(
      '/onboard/sign-up?pageSlug=/resources&groupCode=CHAMBER&promoCode=SPRING24',
    )
  })

  it('leaves the href alone when group data is not set', () => {
    expect(resolveButton(button(), ctx('GUEST'))?.href).toBe('/onboard/sign-up')
    expect(resolveButton(button(), ctx('GUEST', { groupData: null }))?.href).toBe(
      '/onboard/sign-up',
    )
  })

  it('appends group codes to the path an [onboard] action lands on', () => {
    const config = button({
      perUserType: [{ userType: 'GUEST', label: 'Start', href: '[onboard]' }],
    })
    expect(
      resolveButton(config, ctx('GUEST', { groupData: group, pathwaySlug: 'plus' }))?.href,
    ).toBe('/onboard/plus/start?groupCode=CHAMBER&promoCode=SPRING24')
  })

  it('does not append query params to mailto links', () => {
    const config = button({
      perUserType: [{ userType: 'GUEST', label: 'Mail', href: 'mailto:help@example.com' }],
    })
    expect(resolveButton(config, ctx('GUEST', { groupData: group }))?.href).toBe(
      'mailto:help@example.com',
    )
  })
})

describe('typeform links', () => {
  const typeformEntry = [
    { userType: 'GUEST' as const, label: 'Tell us more', href: 'https://form.typeform.com/to/abc' },
  ]

  it('adds email2 and eaid to a button in the typeform slot', () => {
    const config = button({ kind: 'externalLink', slot: 'typeform', perUserType: typeformEntry })
    expect(resolveButton(config, ctx('MEMBER'))?.href).toBe(
      'https://form.typeform.com/to/abc?email2=rep@acme.com&eaid=user-1',
    )
  })

  it('adds email2 and eaid to a button flagged isTypeform', () => {
    const config = button({ kind: 'externalLink', isTypeform: true, perUserType: typeformEntry })
    expect(resolveButton(config, ctx('PLUS'))?.href).toBe(
      'https://form.typeform.com/to/abc?email2=rep@acme.com&eaid=user-1',
    )
  })

  it('adds group codes after the typeform params with &', () => {
    const config = button({ kind: 'externalLink', slot: 'typeform', perUserType: typeformEntry })
    expect(resolveButton(config, ctx('MEMBER', { groupData: group }))?.href).toBe(
      'https://form.typeform.com/to/abc?email2=rep@acme.com&eaid=user-1&groupCode=CHAMBER&promoCode=SPRING24',
    )
  })

  it('skips typeform params the user does not have', () => {
    const config = button({ kind: 'externalLink', slot: 'typeform', perUserType: typeformEntry })
    expect(resolveButton(config, ctx('ANON', { email: null, uid: 'anon-1' }))?.href).toBe(
      'https://form.typeform.com/to/abc?eaid=anon-1',
    )
  })

  it('does not add typeform params to other buttons', () => {
    const config = button({ kind: 'externalLink', slot: 'pathwayCta', perUserType: typeformEntry })
    expect(resolveButton(config, ctx('MEMBER'))?.href).toBe('https://form.typeform.com/to/abc')
  })
})

describe('presentation fields', () => {
  it('passes icon, placement, variant and disabled state through', () => {
    const config = button({
      icon: 'arrowBack',
      iconPlacement: 'LEFT',
      variant: 'outline',
      isDisabled: true,
    })
    expect(resolveButton(config, ctx('GUEST'))).toMatchObject({
      id: 'btn-1',
      icon: 'arrowBack',
      iconPlacement: 'LEFT',
      variant: 'outline',
      isDisabled: true,
    })
  })

  it('defaults to no icon, icon on the right, no variant and enabled', () => {
    expect(resolveButton(button(), ctx('GUEST'))).toMatchObject({
      icon: null,
      iconPlacement: 'RIGHT',
      variant: null,
      isDisabled: false,
    })
  })
})

describe('benefitCta', () => {
  it("offers ANON 'Join Collective' to sign-up returning to member benefits", () => {
    expect(benefitCta('ANON')).toEqual({
      label: 'Join Collective',
      href: '/onboard/sign-up?pageSlug=/my-dashboard/member-benefits',
    })
  })

  it("offers GUEST 'Join Collective' to sign-up returning to member benefits", () => {
    expect(benefitCta('GUEST')).toEqual({
      label: 'Join Collective',
      href: '/onboard/sign-up?pageSlug=/my-dashboard/member-benefits',
    })
  })

  it("offers PLUS 'Member Benefits' at /my-dashboard/member-benefits", () => {
    expect(benefitCta('PLUS')).toEqual({
      label: 'Member Benefits',
      href: '/my-dashboard/member-benefits',
    })
  })

  it("offers MEMBER 'Get Access' at /my-dashboard/member-benefits", () => {
    expect(benefitCta('MEMBER')).toEqual({
      label: 'Get Access',
      href: '/my-dashboard/member-benefits',
    })
  })

  it('treats UNKNOWN like GUEST', () => {
    expect(benefitCta('UNKNOWN')).toEqual(benefitCta('GUEST'))
  })
})
