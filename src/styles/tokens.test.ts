import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { BREAKPOINTS, FLIP_BREAKPOINT, LAYOUT } from '@/lib/constants'

/** The design tokens of spec section 9 live twice: as CSS for styling and as numbers for code. */
const css = fs.readFileSync(path.join(import.meta.dirname, 'globals.css'), 'utf8')
const token = (name: string) => css.match(new RegExp(`--${name}:\\s*([^;]+);`))?.[1]?.trim()

describe('design tokens in globals.css', () => {
  it('use the spec’s breakpoints and the 672px flip breakpoint', () => {
    for (const [name, px] of Object.entries(BREAKPOINTS)) expect(token(`breakpoint-${name}`), name).toBe(`${px}px`)
    expect(token('breakpoint-flip')).toBe(`${FLIP_BREAKPOINT}px`)
  })

  it('use the spec’s widths and heights', () => {
    const pairs: [string, number][] = [
      ['spacing-nav', LAYOUT.navHeight],
      ['spacing-footer', LAYOUT.footerHeight],
      ['spacing-content', LAYOUT.contentMaxWidth],
      ['spacing-topbar', LAYOUT.topBarMaxWidth],
      ['spacing-card', LAYOUT.cardWidth],
      ['spacing-card-max', LAYOUT.cardMaxWidth],
      ['spacing-form-min', LAYOUT.formMinWidth],
      ['spacing-form-max', LAYOUT.formMaxWidth],
      ['spacing-sidenav', LAYOUT.sideNavExpandedWidth],
      ['spacing-sidenav-min', LAYOUT.sideNavCollapsedWidth],
      ['spacing-screen-min', LAYOUT.pageMinHeight],
      ['spacing-button-h', LAYOUT.buttonMinHeight],
      ['spacing-button-w', LAYOUT.buttonMinWidth],
    ]
    for (const [name, px] of pairs) {
      // The top bar's height grows with the reader's text size from its 68px (WCAG 1.4.4).
      const written = name === 'spacing-nav' ? `max(${px}px, ${px / 16}rem)` : `${px}px`
      expect(token(name), name).toBe(written)
    }
    expect(token('z-topbar')).toBe(String(LAYOUT.topBarZIndex))
  })
})
