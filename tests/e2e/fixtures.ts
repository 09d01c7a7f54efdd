import fs from 'node:fs'
import { createRequire } from 'node:module'

import { test as base, expect, type Page } from '@playwright/test'

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
  await page.addScriptTag({ content: axeSource })
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } })
    return result.violations
  })
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
}

/** Signs the seeded operator in to /admin (the one test of the admin's login form is in admin.spec.ts). */
export async function signInOperator(page: Page) {
  const response = await page.request.post('/cms-api/users/login', {
    data: { email: E2E.operator.email, password: E2E.operator.password },
    headers: { origin: E2E.baseURL },
  })
  expect(response.ok()).toBe(true)
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
