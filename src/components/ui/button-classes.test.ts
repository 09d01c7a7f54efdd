import { twMerge } from 'tailwind-merge'

import { BUTTON_SIZES, BUTTON_VARIANTS, buttonClasses } from './button-classes'
import { buttonClassName } from './button-styles'

const classSet = (classes: string) => new Set(classes.split(/\s+/).filter(Boolean))

describe('buttonClasses', () => {
  // Client components use these without tailwind-merge: they must never need it.
  for (const tone of ['light', 'dark'] as const) {
    for (const variant of BUTTON_VARIANTS) {
      it(`has no conflicting utilities for a ${tone} ${variant} button in every size, with or without w-full`, () => {
        for (const size of BUTTON_SIZES) {
          for (const extra of [undefined, 'w-full', 'self-start', 'w-full sm:w-auto sm:self-start']) {
            const classes = buttonClasses(variant, tone, extra, size)
            expect(classSet(twMerge(classes))).toEqual(classSet(classes))
          }
        }
        for (const extra of [undefined, 'w-full', 'self-start']) {
          expect(classSet(buttonClassName(variant, tone, extra))).toEqual(classSet(buttonClasses(variant, tone, extra)))
        }
      })
    }
  }

  it('pads text buttons less than the others, and falls back to primary for an unknown variant', () => {
    expect(classSet(buttonClasses('text'))).toContain('px-2')
    expect(classSet(buttonClasses('text'))).not.toContain('px-6')
    expect(buttonClasses('unknown')).toBe(buttonClasses('primary'))
  })

  it('makes small and compact buttons shorter with smaller text, compact ones with their own padding', () => {
    for (const size of ['sm', 'compact'] as const) {
      const classes = classSet(buttonClasses('primary', 'light', undefined, size))
      expect(classes).toContain('min-h-10')
      expect(classes).toContain('text-sm')
      expect(classes).not.toContain('min-h-button-h')
      expect(classes).not.toContain('text-base')
    }
    expect(classSet(buttonClasses('primary', 'light', undefined, 'sm'))).toContain('px-6')
    expect(classSet(buttonClasses('text', 'light', undefined, 'sm'))).toContain('px-2')
    for (const variant of ['primary', 'text'] as const) {
      const compact = classSet(buttonClasses(variant, 'light', undefined, 'compact'))
      expect([...compact].filter((name) => /^(sm:)?px-/.test(name)).sort()).toEqual(['px-3', 'sm:px-5'])
      // The header's buttons keep their label on one line on a phone.
      expect(compact).toContain('whitespace-nowrap')
    }
  })

  it('leaves overriding to buttonClassName, which merges', () => {
    const classes = classSet(buttonClassName('primary', 'light', 'min-h-10 px-3 text-sm sm:px-5'))
    expect(classes).toContain('px-3')
    expect(classes).not.toContain('px-6')
    expect(classes).toContain('text-sm')
    expect(classes).not.toContain('text-base')
  })
})
