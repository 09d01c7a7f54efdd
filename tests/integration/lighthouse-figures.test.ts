import { describe, expect, it } from 'vitest'

import {
  formatMainThreadWork,
  formatObservedPaints,
  mainThreadWork,
  observedPaints,
} from '../../scripts/bench/lighthouse.mjs'

// `npm run bench` prints, under each page's Lighthouse figures, where its main-thread time went, so
// that a host's TBT can be read: script, or the browser's own style, layout and other work.

const report = (items: Array<{ group: string; duration: number }>) => ({
  audits: { 'mainthread-work-breakdown': { details: { items } } },
})

describe("the bench's main-thread breakdown", () => {
  it("folds Lighthouse's groups into script, style and layout, parsing, paint, GC and other", () => {
    const work = mainThreadWork(
      report([
        { group: 'other', duration: 1508.4 },
        { group: 'styleLayout', duration: 993.2 },
        { group: 'scriptEvaluation', duration: 937.1 },
        { group: 'parseHTML', duration: 257 },
        { group: 'scriptParseCompile', duration: 194 },
        { group: 'paintCompositeRender', duration: 93 },
        { group: 'garbageCollection', duration: 53 },
      ]),
    )
    expect(work).toEqual({
      script: 1131.1,
      styleLayout: 993.2,
      html: 257,
      paint: 93,
      gc: 53,
      other: 1508.4,
    })
  })

  it('counts a group Lighthouse adds later as other, and a report without the audit as no work', () => {
    expect(mainThreadWork(report([{ group: 'somethingNew', duration: 12 }])).other).toBe(12)
    expect(Object.values(mainThreadWork({ audits: {} }))).toEqual([0, 0, 0, 0, 0, 0])
  })

  it("prints the runs' medians, with the total", () => {
    const run = (script: number, styleLayout: number, other: number) => ({
      script,
      styleLayout,
      html: 100,
      paint: 50,
      gc: 10,
      other,
    })
    expect(formatMainThreadWork([run(900, 1000, 1500), run(1200, 800, 1400), run(1000, 1100, 2000)])).toBe(
      'main thread 3,560 ms (4x): script 1,000, style and layout 1,000, HTML and CSS parsing 100, paint 50, ' +
        'garbage collection 10, other 1,500',
    )
  })
})

describe("the bench's observed paints", () => {
  it("reads the unthrottled load's FCP and LCP from the metrics audit, NaN when absent", () => {
    const lhr = {
      audits: {
        metrics: { details: { items: [{ observedFirstContentfulPaint: 528.4, observedLargestContentfulPaint: 654 }] } },
      },
    }
    expect(observedPaints(lhr)).toEqual({ fcp: 528.4, lcp: 654 })
    expect(observedPaints({ audits: {} })).toEqual({ fcp: NaN, lcp: NaN })
  })

  it('prints medians and how often the largest element came with the first frame', () => {
    expect(
      formatObservedPaints([
        { fcp: 528, lcp: 528 },
        { fcp: 555, lcp: 555 },
        { fcp: 488, lcp: 1654 },
      ]),
    ).toBe('unthrottled load: FCP 528 ms, LCP 555 ms (the largest element in the first frame in 2 of 3 runs)')
    expect(formatObservedPaints([{ fcp: NaN, lcp: NaN }])).toBe(
      'unthrottled load: no observed paint times in the report',
    )
  })
})
