import { describe, expect, it } from 'vitest'

import { benefitSeeds } from './benefits'
import { eventSeeds } from './events'
import { guideSeeds } from './guides'
import { readSeeds } from './reads'
import { resourceSeeds } from './resources'

/** Heading levels of every rich-text heading in a seeded document, in document order. */
function headingLevels(value: unknown, levels: number[] = []): number[] {
  if (Array.isArray(value)) {
    for (const item of value) headingLevels(item, levels)
  } else if (value && typeof value === 'object') {
    const node = value as { type?: unknown; tag?: unknown }
    if (node.type === 'heading' && typeof node.tag === 'string') levels.push(Number(node.tag.slice(1)))
    for (const child of Object.values(value)) headingLevels(child, levels)
  }
  return levels
}

const SEEDS = {
  resources: resourceSeeds,
  reads: readSeeds,
  events: eventSeeds,
  guides: guideSeeds,
  benefits: benefitSeeds,
}

describe('seeded detail pages', () => {
  // Each is shown under its page's h1: its own headings go on from h2 and skip no level, so a
  // screen reader's list of headings has no gaps (axe: heading-order).
  for (const [collection, seeds] of Object.entries(SEEDS)) {
    it(`${collection}: headings go on from the page's h1 without skipping a level`, () => {
      expect(headingLevels(seeds).length, `${collection} has headings to check`).toBeGreaterThan(0)
      for (const seed of seeds as unknown[]) {
        const levels = headingLevels(seed)
        let previous = 1
        for (const level of levels) {
          expect(
            level,
            `${collection} ${JSON.stringify(seed).slice(0, 80)}: h${level} after h${previous}`,
          ).toBeLessThanOrEqual(previous + 1)
          previous = level
        }
      }
    })
  }
})
