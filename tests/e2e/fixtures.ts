import fs from 'node:fs'
import { createRequire } from 'node:module'

import {
  test as base,
  type APIRequestContext,
  expect,
  type Locator,
  type Page,
  request as playwrightRequest,
} from '@playwright/test'

import { HYDRATED_ATTRIBUTE } from '../../src/lib/early-clicks'
import { E2E } from './env'

const require = createRequire(import.meta.url)
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

export const SMALL = { width: 375, height: 740 }
export const LARGE = { width: 1280, height: 800 }

interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: { target: string[] }[]
}

/** Runs axe-core in the page and returns serious and critical violations (WCAG 2.1 A and AA). */
export async function seriousA11yViolations(page: Page): Promise<AxeViolation[]> {
  // After a client-side navigation the new page's <title> comes with its streamed metadata, a
  // moment after its body: axe found none in CI on Node 24 (2026-11-27 after sign-up, 2026-11-30
  // after sign-in). A page that never gets one still fails, here.
  await expect(page, 'the page has a title').toHaveTitle(/\S/)
  await page.addScriptTag({ content: axeSource })
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }
    ).axe
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    })
    return result.violations
  })
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
}

/**
 * Waits until React has hydrated the element, so a click reaches its handler. A click that lands
 * between the HTML being shown and its script running does nothing (React replays clicks only
 * once it has started), and on a busy CI host that gap can outlast Playwright's own waits, which
 * look only at visibility and stability. See isHydrated for what counts as hydrated.
 */
export async function expectHydrated(locator: Locator) {
  await expect.poll(() => isHydrated(locator), { message: 'the element is hydrated' }).toBe(true)
}

/** Whether React has rendered the element: it records its props on each element it renders. */
export function isRenderedByReact(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$')))
}

/**
 * Whether React has hydrated the element yet: it has committed the page (HydrationMark's mark) and
 * rendered the element, as src/lib/early-clicks.ts checks. Props alone are set while React
 * renders, also in a render still waiting for a chunk, when a click would be dropped.
 */
export async function isHydrated(locator: Locator): Promise<boolean> {
  const isCommitted = await locator
    .page()
    .evaluate((attribute) => document.documentElement.hasAttribute(attribute), HYDRATED_ATTRIBUTE)
  return isCommitted && (await isRenderedByReact(locator))
}

/**
 * Opens the page with its scripts held back until `release()` is called, so its controls are on
 * screen but not yet React's (what a slow phone shows for a second or more).
 */
export async function withScriptsHeld(page: Page, path: string): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/_next\/static\/.*\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto(path, { waitUntil: 'commit' })
  return release
}

/** The addresses of the scripts the page loads from now on whose text includes `marker`. */
export function collectScriptsHolding(page: Page, marker: string): string[] {
  const urls: string[] = []
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script' || !response.ok()) return
    const body = await response.text().catch(() => '')
    if (body.includes(marker)) urls.push(response.url())
  })
  return urls
}

/** Payload accepts the operator's cookie only on requests that name this site as their origin. */
export const OPERATOR_HEADERS = { origin: E2E.baseURL }

async function logInOperator(request: APIRequestContext) {
  const response = await request.post('/cms-api/users/login', {
    data: { email: E2E.operator.email, password: E2E.operator.password },
    headers: OPERATOR_HEADERS,
  })
  expect(response.ok(), 'the seeded operator signs in').toBe(true)
}

/** Signs the seeded operator in to /admin in the page's browser context (admin.spec.ts drives the form). */
export async function signInOperator(page: Page) {
  await logInOperator(page.request)
}

/** An API client of its own, signed in as the seeded operator. Dispose of it when done. */
export async function operatorApi(): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL: E2E.baseURL, extraHTTPHeaders: OPERATOR_HEADERS })
  await logInOperator(api)
  return api
}

/** The console errors the page logs from now on, in the array returned (filled as they come). */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  return errors
}

type Fixtures = { cspViolations: string[] }

/** Every test collects content-security-policy violations reported by the browser. */
export const test = base.extend<Fixtures>({
  cspViolations: async ({ page }, provide) => {
    const violations: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text())
    })
    await provide(violations)
  },
})

export { expect }
