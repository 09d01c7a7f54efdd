import { twMerge } from 'tailwind-merge'

import { BUTTON_VARIANTS, buttonClasses } from './button-classes'
import { buttonClassName } from './button-styles'

const classSet = (classes: string) => new Set(classes.split(/\s+/).filter(Boolean))

describe('buttonClasses', () => {
  // Client components use these without tailwind-merge: they must never need it.
  for (const tone of ['light', 'dark'] as const) {
    for (const variant of BUTTON_VARIANTS) {
      it(`has no conflicting utilities for a ${tone} ${variant} button, with or without w-full`, () => {
        for (const extra of [undefined, 'w-full', 'self-start']) {
          const classes = buttonClasses(variant, tone, extra)
          expect(classSet(twMerge(classes))).toEqual(classSet(classes))
          expect(classSet(buttonClassName(variant, tone, extra))).toEqual(classSet(classes))
        }
      })
    }
  }

  it('pads text buttons less than the others, and falls back to primary for an unknown variant', () => {
    expect(classSet(buttonClasses('text'))).toContain('px-2')
    expect(classSet(buttonClasses('text'))).not.toContain('px-6')
    expect(buttonClasses('unknown')).toBe(buttonClasses('primary'))
  })

  it('leaves overriding to buttonClassName, which merges', () => {
    const classes = classSet(buttonClassName('primary', 'light', 'min-h-10 px-3 text-sm sm:px-5'))
    expect(classes).toContain('px-3')
    expect(classes).not.toContain('px-6')
    expect(classes).toContain('text-sm')
    expect(classes).not.toContain('text-base')
  })
})
