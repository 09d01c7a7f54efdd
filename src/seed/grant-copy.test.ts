import { describe, expect, it } from 'vitest'

import { eventSeeds } from './content/events'
import { faqSeeds } from './content/faqs'
import { guideSeeds } from './content/guides'
import { readSeeds } from './content/reads'
import { resourceSeeds } from './content/resources'
import { sideCardSeeds } from './content/side-cards'
import { communityGrantCompetitionPage } from './pages/community-grant-competition'
import { dashboardPageSeeds, pageSeeds } from './pages'

/** Every string in a seed, however deep (rich text included). */
function strings(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') found.push(value)
  else if (Array.isArray(value)) for (const item of value) strings(item, found)
  else if (value && typeof value === 'object') for (const item of Object.values(value)) strings(item, found)
  return found
}

const seededCopy = strings([
  pageSeeds,
  dashboardPageSeeds,
  sideCardSeeds,
  eventSeeds,
  faqSeeds,
  readSeeds,
  guideSeeds,
  resourceSeeds,
])

const MONTH_DAY =
  /\b(January|February|March|April|May|June|July|August|September|October|November|December) (\d{1,2})\b/g

/** The grant page's timeline item that starts with `text`, and the dates its detail names. */
function timelineDates(text: string): string[] {
  const item = strings(communityGrantCompetitionPage)
    .map((value, index, all) => (value.startsWith(text) ? all[index + 1] : undefined))
    .find(Boolean)
  expect(item, `the grant page's timeline has "${text}…"`).toBeDefined()
  return [...item!.matchAll(MONTH_DAY)].map((match) => match[0])
}

describe('the seeded grant competition copy tells one story', () => {
  it('names no closing date the grant page’s timeline does not have', () => {
    const closes = timelineDates('Applications close')
    expect(closes).toEqual(['February 15', 'May 15', 'August 15', 'November 15'])
    const opens = timelineDates('Applications open')
    const mentions = seededCopy
      .filter((text) => /\b(grant|round|applications?)\b/i.test(text) && /\bclos(e|es|ing)\b/i.test(text))
      .flatMap((text) => [...text.matchAll(MONTH_DAY)].map((match) => match[0]))
    expect(mentions.length).toBeGreaterThan(0)
    for (const date of mentions) expect([...closes, ...opens]).toContain(date)
  })

  it('has five finalists wherever finalists are counted', () => {
    const counted = /\b(up to \w+|\d+|one|two|three|four|five|six|seven|eight|nine|ten) finalists\b/gi
    const counts = seededCopy.flatMap((text) => [...text.matchAll(counted)].map((match) => match[1]!.toLowerCase()))
    expect(counts.length).toBeGreaterThan(1)
    for (const count of counts) expect(count).toBe('five')
  })

  it('sets the employee limit where the form’s "51-100" option puts it, and says who judges wherever judging is told', () => {
    // The form offers 51-100 and 100+ (spec 9): a business of exactly 100 is eligible.
    const limits = seededCopy.filter((text) => /\b100\b[^.]*\bemployees\b|\bemployees\b[^.]*\b100\b/i.test(text))
    expect(limits.length).toBeGreaterThan(0)
    for (const text of limits) expect(text).not.toMatch(/fewer than 100|100 or more/i)
    const judges = seededCopy.filter((text) => /\bjudg/i.test(text) && /finalists? (only|are judged)|applications of finalists/i.test(text))
    expect(judges).toEqual([])
  })
})
