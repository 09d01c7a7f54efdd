import type { Page } from '@playwright/test'

import { collectScriptsHolding, expect, operatorApi } from './fixtures'

/**
 * The addresses of the scripts the page loads that hold Zod (its type registry's name), from now
 * on: a form must fetch its checks when first used, not with the page.
 */
export function collectZodScripts(page: Page): string[] {
  return collectScriptsHolding(page, '"$ZodType"')
}

/** Focuses a field and types into it with the keyboard, as a visitor would. */
export async function typeInto(page: Page, label: string | RegExp, text: string) {
  const field = page.getByLabel(label, { exact: typeof label === 'string' })
  await field.focus()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.press('Delete')
  if (text) await page.keyboard.type(text)
}

/** Picks a select's option by pressing ArrowDown until it shows `option`. */
export async function chooseByKeyboard(page: Page, label: string, option: string) {
  const select = page.getByLabel(label, { exact: true })
  await select.focus()
  for (let step = 0; step < 60 && (await select.inputValue()) !== option; step += 1) {
    await page.keyboard.press('ArrowDown')
  }
  await expect(select).toHaveValue(option)
}

/** The submissions operators see in the admin's API for this email address. */
export async function submissionsFor(email: string) {
  const api = await operatorApi()
  try {
    const response = await api.get(`/cms-api/form-submissions?where[email][equals]=${encodeURIComponent(email)}&depth=0`)
    expect(response.status()).toBe(200)
    return ((await response.json()) as { docs: Record<string, unknown>[] }).docs
  } finally {
    await api.dispose()
  }
}
