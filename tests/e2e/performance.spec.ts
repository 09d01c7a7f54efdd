import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { INDUSTRIES, US_STATES } from '../../src/lib/constants'
import { COPIED_LABEL } from '../../src/blocks/ShareCard/messages'
import { collectConsoleErrors, collectScriptsHolding, expect, expectHydrated, test } from './fixtures'

interface ScriptBudget {
  type: string
  budgetKb: number
}
interface MeasuredPage {
  route: string
  type: string | null
  bytes: number
  files: string[]
}
const require = createRequire(import.meta.url)
const { COMPILE_HINT } = require('../../scripts/lib/compile-hints.mjs') as { COMPILE_HINT: string }
const { SCRIPT_BUDGETS, builtPath, measureScriptSizes } = require('../../scripts/lib/script-sizes.mjs') as {
  SCRIPT_BUDGETS: ScriptBudget[]
  builtPath: (file: string) => string
  measureScriptSizes: () => { pages: MeasuredPage[]; sharedBytes: number }
}

test('every built page keeps the script budget of its type (gzip)', () => {
  // The app under test was built by playwright.config.ts's web server, so .next is current.
  const { pages } = measureScriptSizes()
  for (const budget of SCRIPT_BUDGETS) {
    expect(pages.filter((page) => page.type === budget.type).length, `${budget.type} pages were found`).toBeGreaterThan(
      0,
    )
  }
  const overBudget = pages
    .filter((page) => page.type)
    .map((page) => ({ ...page, budgetKb: SCRIPT_BUDGETS.find((budget) => budget.type === page.type)!.budgetKb }))
    .filter((page) => page.bytes > page.budgetKb * 1024)
    .map((page) => `${page.route}: ${(page.bytes / 1024).toFixed(1)} kB > ${page.budgetKb} kB (${page.type})`)
  expect(overBudget).toEqual([])
})

test("the runtime every page loads comes in one chunk beside Turbopack's loader", () => {
  // next.config.ts's chunker settings (docs/decisions/026-one-runtime-chunk.md): by default Next's
  // router and React DOM came in four files, 2.3 kB (gzip) more than in one.
  const { rootMainFiles } = JSON.parse(fs.readFileSync(path.join('.next', 'build-manifest.json'), 'utf8')) as {
    rootMainFiles: string[]
  }
  expect(rootMainFiles.filter((file) => !path.basename(file).startsWith('turbopack-'))).toHaveLength(1)
})

test("pages without a form do not download the forms' option lists", () => {
  // Browser parts import layout figures and labels from ui-constants; one import of constants.ts
  // (directly or through a helper) puts every industry and state on every CMS page (1.8 kB gzip).
  const { pages } = measureScriptSizes()
  const marketing = pages.filter((page) => page.type === 'marketing')
  expect(marketing.length).toBeGreaterThan(0)
  const markers = [INDUSTRIES.at(-1)!.label, US_STATES.at(-1)!.label]
  const carrying = marketing.flatMap((page) =>
    page.files
      .filter((file) => {
        const source = fs.readFileSync(path.join('.next', builtPath(file)), 'utf8')
        return markers.every((marker) => source.includes(`"${marker}"`))
      })
      .map((file) => `${page.route}: ${file}`),
  )
  expect(carrying).toEqual([])
})

test("no browser script carries the server's settings module (and Zod with it)", () => {
  // src/server/env.ts parses every setting with Zod; the cards an article list's Load More draws
  // once imported it through ServerImage (50 kB of gzip, and Zod's eval probe, which the policy
  // blocks and reports). Setting names only, never values: those are not in any browser build.
  const chunks = path.join('.next', 'static', 'chunks')
  const carrying = fs
    .readdirSync(chunks)
    .filter((file) => file.endsWith('.js'))
    .filter((file) => /\bALLOW_MAIL_OUTBOX\b|\bDB_QUERY_TIMEOUT_MS\b/.test(fs.readFileSync(path.join(chunks, file), 'utf8')))
  expect(carrying).toEqual([])
})

test("a CMS page downloads the browser parts of the blocks it shows, not every block's", async ({ page }) => {
  // The one CMS route can show any block; each block's browser part is a chunk of its own
  // (src/blocks/lazy-blocks.client.tsx), so the share card's buttons come only with a share card.
  const shareScripts = collectScriptsHolding(page, `"${COPIED_LABEL}"`)
  await page.goto('/legal/privacy-policy')
  await expect(page.locator('[data-block="shareCard"]')).toHaveCount(0)
  await page.waitForLoadState('networkidle')
  expect(shareScripts, 'a page without a share card loads none of its script').toEqual([])

  await page.goto('/community/grant-competition')
  await expect(page.locator('[data-block="shareCard"]')).toBeVisible()
  await expect.poll(() => shareScripts.length, { message: 'the share card loads its script' }).toBeGreaterThan(0)
})

test("a read's toasts are fetched as its share buttons are approached, not with the page", async ({
  page,
  context,
}) => {
  // The share buttons' icons and classes are drawn on the server; the toasts' markup is a chunk of
  // its own (src/components/ui/toast.client.tsx), which the buttons fetch on hover, touch or focus.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const toastScripts = collectScriptsHolding(page, '"Dismiss notification"')
  await page.goto('/resources/reads/build-a-13-week-cash-flow-forecast')
  const copy = page.getByRole('button', { name: 'Copy Link' })
  await expectHydrated(copy)
  await page.waitForLoadState('networkidle')
  expect(toastScripts, 'the page loads no toast markup').toEqual([])

  await copy.hover()
  await expect.poll(() => toastScripts.length, { message: 'pointing at the buttons fetches it' }).toBeGreaterThan(0)
  await copy.click()
  await expect(page.getByRole('button', { name: COPIED_LABEL })).toBeVisible()
  await expect(page.getByRole('status', { name: 'Notifications' }).getByText('Link Copied!')).toBeVisible()
})

test("components loaded on demand are preloaded by the page's HTML and hydrate without a mismatch", async ({
  page,
  request,
}) => {
  // The server renders next/dynamic's components in place and preloads their chunks; the browser
  // runs src/lib/next-dynamic.browser.ts instead of Next's (next.config.ts), which must lay out
  // the same tree, or React's ids (the forms' labels) would not match the server's.
  // A stored page preloads them as the app starts (src/lib/start-after-paint.ts), with the bootstrap.
  const html = await (await request.get('/community/grant-competition')).text()
  const later = /\[("\/_next\/static\/chunks\/[\w-]+\.js",?)+\]\.forEach/.exec(html)
  expect(later, "the form's chunk is preloaded").not.toBeNull()
  const errors = collectConsoleErrors(page)
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto('/community/grant-competition')
  await expectHydrated(page.locator('form').first())
  await expect(page.getByLabel('Phone number')).toBeVisible()
  expect(errors, 'no hydration mismatch or other error').toEqual([])
  const chunks = (JSON.parse(later![0].slice(0, -'.forEach'.length)) as string[]).map((chunk) => new URL(chunk, page.url()).href)
  const initiators = await page.evaluate(
    (urls) => urls.map((url) => (performance.getEntriesByName(url)[0] as PerformanceResourceTiming | undefined)?.initiatorType),
    chunks,
  )
  expect(initiators, 'fetched through the preload, not first asked for by the runtime').toEqual(chunks.map(() => 'link'))
})

test("the browser's scripts carry Next's next/dynamic without its chunk preloader", () => {
  // next.config.ts points the browser's next/dynamic at src/lib/next-dynamic.browser.ts through
  // the module Next resolves it to; if a Next release moves that module, the alias stops applying
  // and every page that loads a component on demand carries the preloader again (1.2 kB).
  const folder = path.join('.next', 'static', 'chunks')
  const chunks = fs.readdirSync(folder).filter((file) => file.endsWith('.js'))
  expect(chunks.length).toBeGreaterThan(0)
  const carrying = chunks.filter((file) => fs.readFileSync(path.join(folder, file), 'utf8').includes('PreloadChunks'))
  expect(carrying).toEqual([])
})

test('a site form is hydrated apart from the page, in an Activity boundary written in place', async ({ request }) => {
  // React Hook Form re-renders a form as soon as it mounts (a layout effect), in the same task as
  // the commit it mounted in; in a boundary of its own that is the form's commit, not the page's.
  const html = await (await request.get('/community/grant-competition')).text()
  const form = html.indexOf('<form')
  expect(form, 'the grant competition shows its application form').toBeGreaterThan(0)
  // React marks an Activity boundary as <!--&--> … <!--/&-->: the form opens one, in place (not
  // in a hidden copy that a script reveals later, as the server does with a large Suspense boundary).
  expect(html.slice(0, form)).toMatch(/<!--&-->$/)
  expect(html).not.toContain('<div hidden id="S:')
})

test("pages are set in the device's own typeface and download no font", async ({ page }) => {
  // Decision 022: a web font was a second layout of every first visit and 47.6 kB on a slow link.
  const fonts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname)
  })
  for (const path of ['/home', '/community/grant-competition', '/onboard/sign-up']) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    const family = await page.locator('body').evaluate((body) => getComputedStyle(body).fontFamily)
    expect(family, `${path} names the system typefaces first`).toMatch(/^-apple-system, BlinkMacSystemFont, "Segoe UI"/)
  }
  expect(fonts, 'no font file requested').toEqual([])
})

test("a visitor's page view asks the server for no other page until a link is pointed at or focused", async ({
  page,
}) => {
  // Pages are dynamic: each prefetch is a render on the server (src/components/Link.tsx). Before,
  // /home prefetched 11 pages as soon as their links were on screen. Next's router asks for a
  // page's React payload with an `rsc` header; before a click, every such request is a prefetch.
  const prefetched: string[] = []
  page.on('request', (request) => {
    if (request.headers()['rsc']) prefetched.push(new URL(request.url()).pathname)
  })
  await page.goto('/home')
  const signUp = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign Up' })
  await expectHydrated(signUp)
  await page.waitForLoadState('networkidle')
  expect(prefetched, 'no prefetch while the visitor only reads').toEqual([])

  await signUp.hover()
  await expect
    .poll(() => prefetched, { message: 'pointing at a link prefetches its page' })
    .toContain('/onboard/sign-up')
  const logIn = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log In' })
  await logIn.focus()
  await expect.poll(() => prefetched, { message: 'focusing a link prefetches its page' }).toContain('/onboard/sign-in')
})

test('a click on a marketing link shows the page in place, from its React payload, not a new document', async ({
  page,
}) => {
  // Next hides its router's headers from the proxy; the page cache's front door marks router
  // requests for it (src/lib/page-cache.ts, ROUTER_REQUEST_HEADER). Before, the proxy answered the
  // router with the stored HTML, and the browser loaded the whole page again.
  await page.goto('/home')
  await page.goto('/home')
  const link = page.getByRole('main').getByRole('link', { name: 'See what we offer' })
  await expectHydrated(link)
  const documents: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url())
  })
  const payload = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/what-we-offer' && response.request().headers()['rsc'] === '1',
  )
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  await link.click()
  expect((await payload).headers()['content-type']).toContain('text/x-component')
  await expect(page.getByRole('heading', { level: 1, name: /Everything in your free membership/ })).toBeVisible()
  await expect(page).toHaveURL(/\/what-we-offer$/)
  expect(await page.evaluate(() => 'sameDocument' in window), 'the page was shown in the same document').toBe(true)
  expect(documents, 'no page was loaded as a new document').toEqual([])
})

test('a link the pointer rests on shows its page at once when clicked, from what was fetched', async ({ page }) => {
  await page.goto('/home')
  const link = page.getByRole('main').getByRole('link', { name: 'See what we offer' })
  await expectHydrated(link)
  // Every request for the page, whatever asks for it: the prefetch, a navigation, a page load.
  const asked: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/what-we-offer')
      asked.push(request.headers()['rsc'] ? 'payload' : 'document')
  })
  const fetched = page.waitForResponse((response) => new URL(response.url()).pathname === '/what-we-offer')
  await link.hover()
  expect((await fetched).headers()['content-type']).toContain('text/x-component')
  await link.click()
  await expect(page.getByRole('heading', { level: 1, name: /Everything in your free membership/ })).toBeVisible()
  await expect(page).toHaveURL(/\/what-we-offer$/)
  expect(asked, 'one payload, fetched while the pointer rested on the link; the click asked for nothing').toEqual([
    'payload',
  ])
})

test("the scripts a page runs as it loads carry V8's compile hint; the admin's own do not", async ({ request }) => {
  // scripts/lib/compile-hints.mjs, run by the launcher after the build: Chromium compiles these
  // while they download instead of on the page's main thread (docs/decisions/020-compile-hints.md).
  const chunksOf = async (pathname: string) => {
    const html = await (await request.get(pathname)).text()
    // Every chunk the page names (scripts and preloads) except the polyfills loaded with nomodule.
    const polyfills = [...html.matchAll(/<script src="([^"]+)"[^>]*noModule/g)].map((match) => match[1])
    const named = [...html.matchAll(/\/_next\/static\/chunks\/[\w-]+\.js/g)].map((match) => match[0])
    return [...new Set(named)].filter((chunk) => !polyfills.includes(chunk))
  }
  const startsWithHint = async (chunk: string) => (await (await request.get(chunk)).text()).startsWith(COMPILE_HINT)

  const site = new Set<string>()
  for (const pathname of ['/home', '/community/grant-competition', '/onboard/sign-up', '/no-such-page']) {
    for (const chunk of await chunksOf(pathname)) site.add(chunk)
  }
  expect(site.size).toBeGreaterThan(5)
  const unhinted = []
  for (const chunk of site) if (!(await startsWithHint(chunk))) unhinted.push(chunk)
  expect(unhinted, 'site chunks without the hint').toEqual([])

  const adminOnly = (await chunksOf('/admin/login')).filter((chunk) => !site.has(chunk))
  expect(adminOnly.length).toBeGreaterThan(0)
  for (const chunk of adminOnly) expect(await startsWithHint(chunk), chunk).toBe(false)
})

test("a page's scripts and styles come as compressed at build time: brotli to Chromium, Zopfli's gzip to others", async ({
  page,
  request,
}) => {
  // scripts/lib/precompress.mjs and static-door.mjs (docs/decisions/027-precompressed-static-files.md).
  const encodings = new Map<string, string>()
  page.on('response', (response) => {
    const { pathname } = new URL(response.url())
    if (/^\/_next\/static\/.+\.(?:js|css)$/.test(pathname)) {
      encodings.set(pathname, response.headers()['content-encoding'] ?? 'none')
    }
  })
  await page.goto('/home')
  await expectHydrated(page.locator('main'))
  await page.waitForLoadState('networkidle')
  expect(encodings.size).toBeGreaterThan(3)
  expect([...encodings].filter(([, encoding]) => encoding !== 'br')).toEqual([])

  const { rootMainFiles } = JSON.parse(fs.readFileSync(path.join('.next', 'build-manifest.json'), 'utf8')) as {
    rootMainFiles: string[]
  }
  for (const file of [
    ...rootMainFiles,
    ...[...encodings.keys()].filter((name) => name.endsWith('.css')).map(builtPath),
  ]) {
    const answer = await request.get(`/_next/${file}`, { headers: { 'accept-encoding': 'gzip' } })
    expect(answer.status()).toBe(200)
    expect(answer.headers()['content-encoding']).toBe('gzip')
    expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(answer.headers()['x-content-type-options']).toBe('nosniff')
    expect(Number(answer.headers()['content-length'])).toBe(fs.statSync(path.join('.next', `${file}.gz`)).size)
    expect((await answer.body()).equals(fs.readFileSync(path.join('.next', file)))).toBe(true)
  }
})

test('a stored page comes to Chromium in brotli, with the nonce its policy allows, and runs', async ({ page }) => {
  // src/lib/brotli-with-nonce.ts (docs/decisions/028-brotli-pages-with-a-fresh-nonce.md): the copy
  // is made after the page is stored, so the first answers may still be gzip.
  const errors = collectConsoleErrors(page)
  let answer = await page.goto('/about-us')
  await expect
    .poll(
      async () => {
        answer = await page.goto('/about-us')
        return answer!.headers()['content-encoding']
      },
      { timeout: 20_000 },
    )
    .toBe('br')
  expect(answer!.headers()['x-ea-page-cache']).toBe('HIT')
  const allowed = /'nonce-([^']+)'/.exec(answer!.headers()['content-security-policy'])?.[1]
  const nonces = [...(await answer!.text()).matchAll(/<script[^>]* nonce="([^"]+)"/g)].map((match) => match[1])
  expect(nonces.length).toBeGreaterThan(3)
  expect(new Set(nonces)).toEqual(new Set([allowed]))
  await expectHydrated(page.locator('main'))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(errors).toEqual([])
})

test("a stored page's app starts after its first paint, its bootstrap downloaded from the start", async ({ page, request }) => {
  // src/lib/start-after-paint.ts (docs/decisions/034-app-starts-after-first-paint.md): React's async
  // bootstrap tag is replaced by a script that adds it once the first contentful paint is reported.
  let answer = await request.get('/about-us')
  await expect.poll(async () => (answer = await request.get('/about-us')).headers()['x-ea-page-cache']).toBe('HIT')
  const html = await answer.text()
  const bootstrap = /s\.src="(\/_next\/static\/chunks\/[\w-]+\.js)"/.exec(html)?.[1]
  expect(bootstrap, 'the start script names the bootstrap chunk').toBeTruthy()
  expect(html).not.toContain(`<script src="${bootstrap}"`)
  expect(html, 'the head still preloads it').toMatch(new RegExp(`<link rel="preload" as="script"[^>]* href="${bootstrap}"/>`))
  // A missing page is Next's error shell, drawn by the app: it starts at once, as Next wrote it.
  const missing = await request.get('/no-page-is-here-034')
  expect(missing.status()).toBe(404)
  expect(await missing.text()).toMatch(new RegExp(`<script src="${bootstrap}" nonce="[^"]+" async="">`))

  await page.addInitScript((src) => {
    const seen = window as unknown as { bootstrapAddedAt?: number }
    new MutationObserver(() => {
      if (seen.bootstrapAddedAt === undefined && document.querySelector(`script[src="${src}"]`)) seen.bootstrapAddedAt = performance.now()
    }).observe(document, { childList: true, subtree: true })
  }, bootstrap!)
  const errors = collectConsoleErrors(page)
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto('/about-us')
  await expectHydrated(page.locator('main'))
  const timing = await page.evaluate((src) => {
    const fetched = performance.getEntriesByName(new URL(src, location.href).href)[0] as PerformanceResourceTiming
    return {
      addedAt: (window as unknown as { bootstrapAddedAt?: number }).bootstrapAddedAt,
      firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      fetchedBy: fetched?.initiatorType,
      fetchStart: fetched?.fetchStart,
    }
  }, bootstrap!)
  expect(timing.fetchedBy, 'downloaded through the head\'s preload').toBe('link')
  expect(timing.firstContentfulPaint).toBeGreaterThan(0)
  expect(timing.addedAt, 'added once the first paint was reported').toBeGreaterThanOrEqual(timing.firstContentfulPaint!)
  expect(timing.fetchStart, 'requested before that').toBeLessThan(timing.addedAt!)
  expect(errors).toEqual([])
})

test('serves a favicon, so browsers log no missing-file error', async ({ page, request }) => {
  const icon = await request.get('/favicon.ico')
  expect(icon.status()).toBe(200)
  expect(icon.headers()['content-type']).toMatch(/image\//)

  const errors = collectConsoleErrors(page)
  await page.goto('/home')
  await expect(page.locator('link[rel="icon"]').first()).toHaveAttribute('href', /icon/)
  await page.goto('/onboard/sign-in')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(errors).toEqual([])
})

test('the sign-up form raises no content-security-policy report', async ({ page }) => {
  // Caught violations (such as a library probing `new Function`) are reported but not logged as
  // errors, so listen for the event itself.
  await page.addInitScript(() => {
    const reports: string[] = []
    ;(window as unknown as { cspReports: string[] }).cspReports = reports
    document.addEventListener('securitypolicyviolation', (event) =>
      reports.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`),
    )
  })
  await page.goto('/onboard/sign-up')
  const email = page.getByLabel('Email', { exact: true })
  await email.fill('not-an-email')
  await email.blur()
  await expect(page.getByText('Please enter a valid email address')).toBeVisible()
  const reports = await page.evaluate(() => (window as unknown as { cspReports: string[] }).cspReports)
  expect(reports).toEqual([])
})
