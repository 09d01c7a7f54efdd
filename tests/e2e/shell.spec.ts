import fs from 'node:fs'

import { UNSTORABLE_CHARACTER_MESSAGE } from '../../src/lib/unstorable-character'

import { E2E } from './env'
import { expect, expectHydrated, LARGE, seriousA11yViolations, SMALL, test } from './fixtures'

const MENU_ITEMS = [
  'What We Offer',
  'Resources',
  'Industries',
  'Small Business',
  'Enterprise',
  'State & Local Government',
  'Associations & Chambers',
  'Corporation',
  'Spend Navigator',
  'Request for Quote',
  'About Us',
  'Contact Us',
  'Blog',
]
const PRIVATE_ITEMS = ['My Dashboard', 'My Profile', 'Help Center', 'Vendor Programs', 'Log Out']

for (const [name, viewport] of [
  ['small', SMALL],
  ['large', LARGE],
] as const) {
  test.describe(`public navigation at a ${name} screen`, () => {
    test.use({ viewport })

    test('shows the logged-out items in the spec’s order, with Contact us opening the help centre in a new tab', async ({
      page,
      cspViolations,
    }) => {
      await page.goto('/home')
      const nav = page.getByRole('navigation', { name: 'Main' })
      const header = page.getByRole('banner')
      await expect(header).toHaveCSS('position', 'fixed')
      await expect(header).toHaveCSS('z-index', '999')

      // Sign up for everyone and Log In while logged out come first, in the bar itself.
      const barLinks = nav.getByRole('link', { name: /^(Sign Up|Log In)$/ })
      await expect(barLinks).toHaveText(['Sign Up', 'Log In'])

      // The menu is the browser's popover: it works before any script has run, and the browser
      // closes it on Escape or a click outside it.
      const menuButton = nav.getByRole('button', { name: 'Menu' })
      const panel = page.locator(`#${await menuButton.getAttribute('aria-controls')}`)
      await expect(panel).toBeHidden()
      await menuButton.click()
      await expect(panel).toBeVisible()
      await expect(panel.getByRole('link')).toHaveText(MENU_ITEMS.map((label) => new RegExp(`^${label}`)))

      const contact = panel.getByRole('link', { name: /Contact Us/ })
      await expect(contact).toHaveAttribute('target', '_blank')
      await expect(contact).toHaveAttribute('rel', /noopener/)
      await expect(contact).toHaveAttribute('href', /^https:\/\//)
      await expect(panel.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/resources')

      for (const label of PRIVATE_ITEMS) await expect(nav.getByRole('link', { name: label })).toHaveCount(0)

      await page.keyboard.press('Escape')
      await expect(panel).toBeHidden()
      await menuButton.click()
      await expect(panel).toBeVisible()
      // A click outside it, below the panel.
      await page.mouse.click(10, viewport.height - 10)
      await expect(panel).toBeHidden()

      // Tab past its last item closes it once the page's script runs: the focus is on the page behind.
      await expectHydrated(menuButton)
      await menuButton.click()
      await expect(panel).toBeVisible()
      await panel.getByRole('link').last().focus()
      await page.keyboard.press('Tab')
      await expect(panel).toBeHidden()
      expect(await page.evaluate(() => document.activeElement?.closest('[popover]') ?? null)).toBeNull()

      // A link followed from the menu shows its page in place (the top bar stays) and closes it.
      await menuButton.click()
      await panel.getByRole('link', { name: 'Blog' }).click()
      await expect(page).toHaveURL(/\/resources$/)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(panel).toBeHidden()
      expect(cspViolations).toEqual([])
    })

    test('keeps the top bar within 1024px and 68px high', async ({ page }) => {
      await page.goto('/home')
      const box = await page.getByRole('navigation', { name: 'Main' }).boundingBox()
      expect(box).not.toBeNull()
      expect(box!.height).toBeCloseTo(68, 0)
      expect(box!.width).toBeLessThanOrEqual(1024)
    })

    test('keeps Sign Up and Log In on one line each and the Menu button on screen, down to a 320px phone', async ({
      page,
    }) => {
      await page.goto('/home')
      for (const width of [viewport.width, 390, 360, 320]) {
        await page.setViewportSize({ width: Math.min(width, viewport.width), height: viewport.height })
        const nav = page.getByRole('navigation', { name: 'Main' })
        for (const label of ['Sign Up', 'Log In']) {
          const lines = await nav.getByRole('link', { name: label }).evaluate((link) => {
            const range = document.createRange()
            range.selectNodeContents(link)
            return range.getClientRects().length
          })
          expect(lines, `${label} at ${width}px`).toBe(1)
        }
        const menu = nav.getByRole('button', { name: 'Menu' })
        await expect(menu).toBeVisible()
        // Below 360px the logo shows its mark alone; its words stay the link's name.
        await expect(nav.getByRole('link', { name: /home$/ })).toBeVisible()
        const right = await menu.evaluate((button) => button.getBoundingClientRect().right)
        expect(right, `the Menu button's right edge at ${width}px`).toBeLessThanOrEqual(Math.min(width, viewport.width))
      }
    })
  })
}

test.describe('footer', () => {
  test('collapses its link groups into an accordion on a small screen', async ({ page }) => {
    await page.setViewportSize(SMALL)
    await page.goto('/home')
    const footer = page.getByRole('contentinfo')
    // The browser's own disclosure (<details>): it opens and closes with no script.
    const toggle = footer.locator('summary', { hasText: 'Programs' })
    const group = footer.locator('details', { has: page.locator('summary', { hasText: 'Programs' }) })
    await expect(toggle).toBeVisible()
    await expect(group).not.toHaveAttribute('open')
    const spendLink = footer.getByRole('link', { name: 'Spend Navigator' })
    await expect(spendLink).toBeHidden()
    await toggle.click()
    await expect(group).toHaveAttribute('open')
    await expect(spendLink).toBeVisible()
    await toggle.click()
    await expect(spendLink).toBeHidden()
    await expect(footer.getByText(/© 2024/)).toBeVisible()
  })

  test('shows every link group open, without toggles, on a large screen', async ({ page }) => {
    await page.setViewportSize(LARGE)
    await page.goto('/home')
    const footer = page.getByRole('contentinfo')
    await expect(footer.locator('summary', { hasText: 'Programs' })).toBeHidden()
    await expect(footer.getByRole('heading', { name: 'Programs' })).toBeVisible()
    await expect(footer.getByRole('link', { name: 'Spend Navigator' })).toBeVisible()
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toBeVisible()
  })
})

test.describe('home page', () => {
  test('renders the seeded hero and calls to action with no accessibility violations', async ({
    page,
    cspViolations,
  }) => {
    const response = await page.goto('/home')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'The buying power of a big company, built for yours',
    )
    const hero = page.locator('[data-block="hero"]').first()
    await expect(hero.getByRole('link', { name: 'Join the Collective' })).toHaveAttribute('href', '/onboard/sign-up')
    await expect(hero.getByText('Free. No credit card needed.')).toBeVisible()
    await expect(
      page
        .locator('[data-block="callToAction"]')
        .getByRole('heading', { name: 'Apply for the $5,000 technology grant' }),
    ).toBeVisible()
    await expect(page).toHaveTitle('EA Collective: buying power for small businesses')
    expect(await seriousA11yViolations(page)).toEqual([])
    expect(cspViolations).toEqual([])
  })

  test('answers / with the home page', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'The buying power of a big company, built for yours',
    )
  })

  test('sends security headers with every page', async ({ request }) => {
    const response = await request.get('/home')
    const headers = response.headers()
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'")
    // The nonce, and the hash of the one inline script of our own (src/lib/early-clicks.ts).
    expect(headers['content-security-policy']).toMatch(
      /script-src 'self' 'nonce-[^']+' 'sha256-[^']+' 'strict-dynamic'/,
    )
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['x-powered-by']).toBeUndefined()
  })
})

test('shows a 404 page inside the site shell for an unknown address', async ({ page }) => {
  const response = await page.goto('/no-such-page-here')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We can’t find that page')
  await expect(page).toHaveTitle('Page not found | EA Collective')
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
})

test('names a missing read, resource or event "Page not found" in the tab, as the 404 page does', async ({ page }) => {
  for (const address of [
    '/resources/reads/no-such-read',
    '/resources/downloads/no-such-file',
    '/community/events/no-such-event',
  ]) {
    // In the HTML's head (the not-found file's metadata), before any script runs...
    const html = await (await page.request.get(address)).text()
    expect(html, address).toContain('<title>Page not found | EA Collective</title>')
    // ...and still once the page's streamed metadata has been applied (the page's own).
    expect((await page.goto(address))?.status(), address).toBe(404)
    await expect(page.getByRole('heading', { level: 1 }), address).toHaveText('We can’t find that page')
    await expect(page, address).toHaveTitle('Page not found | EA Collective')
  }
})

test('answers a malformed address with 400 and an undecodable page path with 404, never 500', async ({ request }) => {
  const malformed = await request.get('/caf%E0%A4%A')
  expect(malformed.status()).toBe(400)
  expect(await malformed.text()).toContain('This address is not valid.')
  expect((await request.get('/100%25')).status()).toBe(404)
  expect((await request.get('/dashboard/x%E0%A4%A')).status()).toBe(400)
})

test('answers a null character, which no database lookup can hold, with 400 and a message, never 500', async ({
  request,
}) => {
  // In a page's path (the CMS route looks the page up by it) and in an API's query.
  for (const address of ['/events/%00', '/api/content/reads?tag=%00']) {
    const response = await request.get(address)
    expect(response.status(), address).toBe(400)
    expect(await response.text(), address).toContain('This address is not valid.')
  }
  // In a form's answers.
  const form = await request.post('/api/forms', {
    headers: { origin: E2E.baseURL },
    data: { form: 'lead', formType: 'LEAD', formData: { firstName: 'Ada\u0000' } },
  })
  expect(form.status()).toBe(400)
  expect((await form.json()).message).toBe(UNSTORABLE_CHARACTER_MESSAGE)
})

test('reports the database as reachable on /api/health', async ({ request }) => {
  const response = await request.get('/api/health')
  expect(response.status()).toBe(200)
  expect(await response.json()).toMatchObject({ status: 'ok', database: 'reachable' })
})

/**
 * Local addresses of the sockets listening on a TCP port (Linux: /proc/net/tcp and tcp6, where a
 * listening socket has state 0A and its address is written in hex, in the host's byte order).
 */
function listeningAddresses(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0')
  return ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((file) =>
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((fields) => fields[3] === '0A' && fields[1]?.endsWith(`:${hexPort}`))
      .map((fields) => fields[1].split(':')[0]),
  )
}

test('listens on the loopback address only, as `npm start` does unless HOST says otherwise', () => {
  const addresses = listeningAddresses(E2E.port)
  expect(addresses.length).toBeGreaterThan(0)
  // 127.0.0.1 as /proc writes it; not 00000000 (every IPv4 interface) nor all zeros in tcp6 (every interface).
  expect(addresses).toEqual(addresses.map(() => '0100007F'))
})
