import { pageBlocks } from '@/blocks/configs'
import { buildPageUrl } from '@/collections/Pages/url'
import { successPath } from '@/features/forms/fields'
import { type ButtonConfig, isButtonShown, pickUserTypeEntry } from '@/lib/buttons'
import { collapseCardHref } from '@/lib/links'
import { PUBLIC_CMS_ROUTES as PUBLIC_ROUTES } from '@/lib/public-routes'

import { HELP_CENTER_URL, VENDOR_SITES } from './common'
import { pageSeeds } from './index'
import type { PageSeed } from './types'


const urlOf = (page: PageSeed) => buildPageUrl(page.pagePath, page.slug)
const seededUrls = new Set(pageSeeds.map(urlOf))

interface Link {
  href: string
  where: string
}

type Json = Record<string, unknown>
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null

const LINK_FIELDS = new Set(['href', 'featurePath', 'shareUrl', 'linkHref'])

/**
 * Every destination a page can send a visitor to: button rows (per user type), collapse-card
 * links (resolved under /vendors/odp/{partner}/), feature links, ticker items, share addresses and
 * links inside rich text.
 */
function collectLinks(page: PageSeed): Link[] {
  const links: Link[] = []
  const walk = (node: unknown, where: string) => {
    if (Array.isArray(node)) return node.forEach((child, index) => walk(child, `${where}[${index}]`))
    if (!isObject(node)) return
    if (node.type === 'link' && isObject(node.fields) && typeof node.fields.url === 'string') {
      links.push({ href: node.fields.url, where: `${where} (rich text)` })
    }
    for (const [key, value] of Object.entries(node)) {
      if (node.blockType === 'collapseCards' && key === 'cards' && Array.isArray(value)) {
        // A collapse card's href is a page slug under /vendors/odp/{partner}/, not an address.
        for (const card of value as Json[]) {
          const partner = typeof node.partnerSlug === 'string' ? node.partnerSlug : null
          links.push({ href: collapseCardHref(String(card.href), partner), where: `${where}.cards` })
        }
        continue
      }
      if (LINK_FIELDS.has(key) && typeof value === 'string' && value)
        links.push({ href: value, where: `${where}.${key}` })
      walk(value, `${where}.${key}`)
    }
  }
  walk(page.layout, urlOf(page))
  return links
}

/** The anchors (`id`s) the page's blocks carry, e.g. a site form's #apply. */
function anchorsOf(page: PageSeed): Set<string> {
  return new Set(
    page.layout.flatMap((block) => ('anchor' in block && typeof block.anchor === 'string' && block.anchor ? [block.anchor] : [])),
  )
}

type ButtonRow = { userType: string; href: string }

/** The per-user-type rows of every button on the page, grouped by button. */
function collectButtons(page: PageSeed): ButtonRow[][] {
  const buttons: ButtonRow[][] = []
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk)
    if (!isObject(node)) return
    if (Array.isArray(node.perUserType)) buttons.push(node.perUserType as ButtonRow[])
    Object.values(node).forEach(walk)
  }
  walk(page.layout)
  return buttons
}

/** Every button of a page, as configured (hideButtonIf and its rows per user type). */
function collectButtonConfigs(page: PageSeed): ButtonConfig[] {
  const buttons: ButtonConfig[] = []
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk)
    if (!isObject(node)) return
    if (Array.isArray(node.perUserType)) buttons.push(node as unknown as ButtonConfig)
    Object.values(node).forEach(walk)
  }
  walk(page.layout)
  return buttons
}

const LIST_DETAIL = /^\/(community\/events|resources\/reads|resources\/downloads)\/[a-z0-9-]+$/
const ALLOWED_HOSTS = new Set([
  new URL(HELP_CENTER_URL).host,
  ...Object.values(VENDOR_SITES).map((url) => new URL(url).host),
])

function isAllowed(href: string): boolean {
  if (/^https?:\/\//.test(href)) return ALLOWED_HOSTS.has(new URL(href).host)
  if (/^#[a-z][a-z0-9-]*$/.test(href)) return true
  const path = href.split(/[?#]/)[0]
  if (!path.startsWith('/')) return false
  return (
    seededUrls.has(path) ||
    path.startsWith('/onboard/') ||
    path === '/dashboard' ||
    path.startsWith('/dashboard/') ||
    LIST_DETAIL.test(path)
  )
}

describe('page seeds', () => {
  it('seed every public route of the issue exactly once', () => {
    const urls = pageSeeds.map(urlOf)
    for (const route of PUBLIC_ROUTES) {
      expect(
        urls.filter((url) => url === route),
        route,
      ).toHaveLength(1)
    }
    expect([...urls].sort()).toEqual([...PUBLIC_ROUTES].sort())
  })

  it.each(pageSeeds.map((page) => [urlOf(page), page] as const))(
    '%s has a name, a title and a meta description under 160 characters',
    (_url, page) => {
      expect(page.pageName.trim()).not.toBe('')
      expect(page.meta?.title?.trim()).toBeTruthy()
      const description = page.meta?.description ?? ''
      expect(description.length).toBeGreaterThan(50)
      expect(description.length).toBeLessThan(160)
    },
  )

  it.each(pageSeeds.map((page) => [urlOf(page), page] as const))(
    '%s starts with a hero or default block whose headline becomes the h1',
    (_url, page) => {
      const first = page.layout[0]
      expect(['hero', 'base']).toContain(first?.blockType)
      expect(first && 'headline' in first ? first.headline?.trim() : '').toBeTruthy()
      expect(page.layout.length).toBeGreaterThanOrEqual(3)
    },
  )

  it('use only blocks operators can place', () => {
    const slugs = new Set(pageBlocks.map((block) => block.slug))
    for (const page of pageSeeds) {
      for (const block of page.layout) expect(slugs, `${urlOf(page)} ${block.blockType}`).toContain(block.blockType)
    }
  })

  it.each(pageSeeds.map((page) => [urlOf(page), page] as const))('%s has no filler copy', (_url, page) => {
    const text = JSON.stringify(page)
    expect(text).not.toMatch(/lorem|ipsum|placeholder|coming soon/i)
    expect(text).not.toContain('TODO')
  })

  it.each(pageSeeds.map((page) => [urlOf(page), page] as const))(
    '%s links only to seeded pages, onboarding, the dashboard, anchors, list items or known sites',
    (_url, page) => {
      const links = collectLinks(page)
      expect(links.length).toBeGreaterThan(0)
      const broken = links.filter((link) => !isAllowed(link.href))
      expect(broken).toEqual([])
    },
  )

  it.each(pageSeeds.map((page) => [urlOf(page), page] as const))(
    '%s sends every link to an anchor (#apply, #request, ...) to a block that has it',
    (url, page) => {
      const anchorLinks = collectLinks(page).filter((link) => link.href.includes('#'))
      const unreachable = anchorLinks.filter((link) => {
        const [path, anchor] = link.href.split('#') as [string, string]
        const target = path === '' || path === url ? page : pageSeeds.find((seed) => urlOf(seed) === path)
        return !target || !anchorsOf(target).has(anchor)
      })
      expect(unreachable).toEqual([])
    },
  )

  it('place every site form of the lead family, the supplier form and the business-account form on a page', () => {
    const placed = new Set(
      pageSeeds.flatMap((page) => page.layout.flatMap((block) => (block.blockType === 'siteForm' ? [block.formKind] : []))),
    )
    for (const kind of ['grant', 'lead', 'mini-lead', 'simple-lead', 'supplier-lead', 'account'] as const) expect(placed).toContain(kind)
  })

  it('land every seeded site form’s success on a seeded confirmation page', () => {
    const forms = pageSeeds.flatMap((page) =>
      page.layout.flatMap((block) => (block.blockType === 'siteForm' ? [{ url: urlOf(page), block }] : [])),
    )
    expect(forms.length).toBeGreaterThan(5)
    const missing = forms
      .map(({ url, block }) => ({ url, form: block.formKind, lands: successPath(block.formKind, block.pageSource) }))
      .filter(({ lands }) => !seededUrls.has(lands))
    expect(missing).toEqual([])
  })

  it('make the pages site forms land on CONFIRMATION pages (kept out of search), or a form’s next step', () => {
    const typeOf = new Map(pageSeeds.map((page) => [urlOf(page), page.pageType]))
    const landings = pageSeeds.flatMap((page) =>
      page.layout.flatMap((block) =>
        block.blockType === 'siteForm' ? [successPath(block.formKind, block.pageSource)] : [],
      ),
    )
    const types = landings.map((url) => [url, typeOf.get(url)])
    expect(types.filter(([, type]) => type !== 'CONFIRMATION' && type !== 'FORM')).toEqual([])
    expect(types.filter(([, type]) => type === 'CONFIRMATION').length).toBeGreaterThan(5)
    expect(typeOf.get('/lead-form-simple-download'), 'the gated download').toBe('CONFIRMATION')
  })

  it.each(pageSeeds.map((page) => [urlOf(page), page] as const))(
    '%s gives every button a GUEST row, and never asks members to sign up again',
    (_url, page) => {
      const buttons = collectButtons(page)
      expect(buttons.length).toBeGreaterThan(0)
      for (const rows of buttons) {
        expect(rows.map((row) => row.userType)).toContain('GUEST')
        const memberRows = rows.filter((row) => row.userType === 'MEMBER' || row.userType === 'PLUS')
        if (memberRows.length === 0) continue
        expect(rows.find((row) => row.userType === 'GUEST')?.href).toMatch(/^\/onboard\/sign-(up|in)/)
        for (const row of memberRows) expect(row.href).not.toMatch(/^\/onboard\/sign-(up|in)/)
      }
    },
  )

  it('send members and Plus members to their dashboard from the join buttons', () => {
    const joinRows = pageSeeds.flatMap((page) =>
      collectButtons(page).filter((rows) =>
        rows.some((row) => row.userType === 'GUEST' && row.href === '/onboard/sign-up'),
      ),
    )
    expect(joinRows.length).toBeGreaterThan(pageSeeds.length)
    const plusRows = joinRows.flatMap((rows) => rows.filter((row) => row.userType === 'PLUS'))
    expect(plusRows.length).toBeGreaterThan(0)
    for (const row of plusRows) expect(row.href).toMatch(/^\/(dashboard|onboard\/community-confirmation)/)
  })

  it('never ask a member or Plus member to sign up', () => {
    const shownTo = (userType: 'MEMBER' | 'PLUS') =>
      pageSeeds.flatMap((page) =>
        collectButtonConfigs(page)
          .filter((button) => isButtonShown(button, userType))
          .map((button) => ({ page: urlOf(page), href: pickUserTypeEntry(button.perUserType, userType)?.href })),
      )
    for (const userType of ['MEMBER', 'PLUS'] as const) {
      const shown = shownTo(userType)
      expect(shown.length).toBeGreaterThan(pageSeeds.length)
      expect(shown.filter((button) => button.href?.startsWith('/onboard/sign-up'))).toEqual([])
    }
  })

  it('link every ODP collapse card to a seeded vendor page', () => {
    const odpPages = pageSeeds.filter((page) => page.layout.some((block) => block.blockType === 'collapseCards'))
    expect(odpPages.map(urlOf)).toContain('/vendors/odp/ea-express/discount-options')
    for (const page of odpPages) {
      for (const block of page.layout) {
        if (block.blockType !== 'collapseCards') continue
        for (const card of block.cards) expect(seededUrls).toContain(collapseCardHref(card.href, block.partnerSlug))
      }
    }
  })

  it('mark vendor pages as vendor pages and legal pages as legal', () => {
    for (const page of pageSeeds) {
      const url = urlOf(page)
      if (url.startsWith('/vendors/')) expect(page.pageType, url).toBe('VENDOR')
      if (url.startsWith('/legal/')) expect(page.pageCategory, url).toBe('LEGAL')
    }
  })
})
