// @vitest-environment node
import zlib from 'node:zlib'

import { beforeEach, describe, expect, it } from 'vitest'

import type { SavingsSummary } from '@/features/savings/ledger'

import { forgetSavings, rememberSavings, rememberedSavings, savingsGeneration } from './savings-memory'

const summary = (savedSinceJoiningCents: number): SavingsSummary => ({
  savedSinceJoiningCents,
  spentSinceJoiningCents: 52_000,
  savedThisMonthCents: 1_200,
  quotedSavingsCents: 0,
  months: [{ month: '2026-11', savedCents: 1_200, spentCents: 9_800, orders: 3 }],
})

describe('savings memory', () => {
  beforeEach(() => forgetSavings())

  it('keeps the route’s JSON answer per business, plain and gzip-compressed', () => {
    rememberSavings(42, summary(8_150), savingsGeneration())
    const kept = rememberedSavings('42')!
    expect(JSON.parse(kept.body.toString())).toEqual({ summary: summary(8_150) })
    expect(zlib.gunzipSync(kept.gzipped)).toEqual(kept.body)
    expect(rememberedSavings('43')).toBeUndefined()
  })

  it('forgets one business, or every business', () => {
    const generation = savingsGeneration()
    rememberSavings('1', summary(100), generation)
    rememberSavings('2', summary(200), generation)
    forgetSavings('1')
    expect(rememberedSavings('1')).toBeUndefined()
    expect(rememberedSavings('2')).toBeDefined()
    forgetSavings()
    expect(rememberedSavings('2')).toBeUndefined()
  })

  it('does not keep an answer read before any business’s savings were forgotten', () => {
    const generation = savingsGeneration()
    forgetSavings('7')
    rememberSavings('3', summary(300), generation)
    expect(rememberedSavings('3')).toBeUndefined()
    rememberSavings('3', summary(300), savingsGeneration())
    expect(rememberedSavings('3')).toBeDefined()
  })

  it('answers for a minute at most, and never into another month', () => {
    const storedAt = Date.UTC(2026, 10, 12, 9, 30)
    rememberSavings('5', summary(500), savingsGeneration(), storedAt)
    expect(rememberedSavings('5', storedAt + 59_000)).toBeDefined()
    expect(rememberedSavings('5', storedAt + 60_000)).toBeUndefined()

    const lastSecondOfMonth = Date.UTC(2026, 10, 30, 23, 59, 59)
    rememberSavings('6', summary(600), savingsGeneration(), lastSecondOfMonth)
    expect(rememberedSavings('6', lastSecondOfMonth + 500)).toBeDefined()
    expect(rememberedSavings('6', lastSecondOfMonth + 1_000)).toBeUndefined()
  })
})
