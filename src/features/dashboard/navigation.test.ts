import {
  SIDE_NAV_DASHBOARD_ITEM,
  SIDE_NAV_SECTIONS,
  USER_MENU_ITEMS,
  getSideNavState,
  isActivePath,
  isSideNavOpen,
  menuLabel,
  toggleSideNav,
} from './navigation'

describe('isActivePath', () => {
  it('matches the same path, ignoring a trailing slash, query, fragment and letter case', () => {
    expect(isActivePath('/dashboard/help-center', '/dashboard/help-center')).toBe(true)
    expect(isActivePath('/dashboard/help-center/', '/dashboard/help-center')).toBe(true)
    expect(isActivePath('/dashboard/help-center?topic=billing#top', '/dashboard/help-center')).toBe(true)
    expect(isActivePath('/Dashboard/Help-Center', '/dashboard/help-center')).toBe(true)
  })

  it('matches pages beneath an item by path prefix, segment by segment', () => {
    expect(isActivePath('/dashboard/vendors/odp/confirm', '/dashboard/vendors/odp')).toBe(true)
    expect(isActivePath('/dashboard/my-account/profile/edit', '/dashboard/my-account/profile')).toBe(true)
    expect(isActivePath('/dashboard/vendors/odpx', '/dashboard/vendors/odp')).toBe(false)
    expect(isActivePath('/dashboard/vendors/dell', '/dashboard/vendors/odp')).toBe(false)
  })

  it('matches the dashboard home only exactly, so it is not active on every dashboard page', () => {
    expect(isActivePath('/dashboard', '/dashboard', 'exact')).toBe(true)
    expect(isActivePath('/dashboard/', '/dashboard', 'exact')).toBe(true)
    expect(isActivePath('/dashboard/vendors/odp', '/dashboard', 'exact')).toBe(false)
  })

  it('is never active without a current path', () => {
    expect(isActivePath(null, '/dashboard')).toBe(false)
    expect(isActivePath('', '/dashboard')).toBe(false)
  })
})

describe('getSideNavState', () => {
  it("is 'ready' while the screen width is unknown, whatever the member chose", () => {
    expect(getSideNavState({ isWide: null, preference: null })).toBe('ready')
    expect(getSideNavState({ isWide: null, preference: 'minimized' })).toBe('ready')
  })

  it('starts expanded on a wide screen and minimized when the member minimizes it', () => {
    expect(getSideNavState({ isWide: true, preference: null })).toBe('expanded')
    expect(getSideNavState({ isWide: true, preference: 'expanded' })).toBe('expanded')
    expect(getSideNavState({ isWide: true, preference: 'minimized' })).toBe('minimized')
  })

  it('starts collapsed on a narrow screen and expands only when asked', () => {
    expect(getSideNavState({ isWide: false, preference: null })).toBe('collapsed')
    expect(getSideNavState({ isWide: false, preference: 'minimized' })).toBe('collapsed')
    expect(getSideNavState({ isWide: false, preference: 'expanded' })).toBe('expanded')
  })
})

describe('toggleSideNav', () => {
  it('minimizes an expanded navigation and expands a minimized or collapsed one', () => {
    expect(toggleSideNav('expanded', null)).toBe('minimized')
    expect(toggleSideNav('minimized', 'minimized')).toBe('expanded')
    expect(toggleSideNav('collapsed', null)).toBe('expanded')
  })

  it("changes nothing in 'ready', before the width is known", () => {
    expect(toggleSideNav('ready', null)).toBeNull()
    expect(toggleSideNav('ready', 'minimized')).toBe('minimized')
  })

  it('shows labels only when expanded', () => {
    expect(isSideNavOpen('expanded')).toBe(true)
    expect(isSideNavOpen('minimized')).toBe(false)
    expect(isSideNavOpen('collapsed')).toBe(false)
    expect(isSideNavOpen('ready')).toBe(false)
  })
})

describe('side navigation items', () => {
  it('has the Dashboard button, then BUYING PROGRAMS and SERVICE CENTER with the spec’s items', () => {
    expect(SIDE_NAV_DASHBOARD_ITEM).toMatchObject({ label: 'Dashboard', href: '/dashboard', match: 'exact' })
    expect(SIDE_NAV_SECTIONS.map((section) => section.title)).toEqual(['BUYING PROGRAMS', 'SERVICE CENTER'])
    expect(SIDE_NAV_SECTIONS.map((section) => section.items.map(({ label, href }) => [label, href]))).toEqual([
      [
        ['ODP Business Solutions', '/dashboard/vendors/odp'],
        ['Dell Technologies', '/dashboard/vendors/dell'],
        ['FedEx', '/dashboard/vendors/fedex'],
      ],
      [
        ['My Profile', '/dashboard/my-account/profile'],
        ['My Requests', '/dashboard/my-requests'],
        ['Help Center', '/dashboard/help-center'],
      ],
    ])
  })
})

describe('user menu items', () => {
  it('are My Dashboard, My Profile, Help Center and Log Out, each with an id and a slug', () => {
    expect(USER_MENU_ITEMS).toEqual([
      { id: 'my-dashboard', label: 'My Dashboard', slug: '/dashboard' },
      { id: 'my-profile', label: 'My Profile', slug: '/dashboard/my-account/profile' },
      { id: 'help-center', label: 'Help Center', slug: '/dashboard/help-center' },
      { id: 'log-out', label: 'Log Out', slug: '/log-out' },
    ])
  })

  it('shows labels uppercase', () => {
    expect(USER_MENU_ITEMS.map(menuLabel)).toEqual(['MY DASHBOARD', 'MY PROFILE', 'HELP CENTER', 'LOG OUT'])
  })
})
