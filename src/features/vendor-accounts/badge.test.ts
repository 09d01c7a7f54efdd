import { describe, expect, it } from 'vitest'

import { setBusinessState } from '@/features/app-state/business-state'

import { accountBadgeState, badgeLabel, programBadgeState } from './badge'
import { programKeys } from './programs'

const state = (rows: Array<{ key: string; vendorAccountNumber: string; linkStatus?: string }>) =>
  setBusinessState({ id: 'b1', vendorAccounts: rows })

describe('connection badge', () => {
  it('is LOADING until the business state is checked', () => {
    expect(programBadgeState({ vendorAccounts: {}, bizStateChecked: false }, programKeys('dell'))).toBe('LOADING')
    expect(accountBadgeState(undefined, false)).toBe('LOADING')
    expect(badgeLabel('LOADING')).toBe('LOADING...')
  })

  it('is PENDING for a link an operator has not confirmed', () => {
    const pending = state([{ key: 'DELL_ACCOUNT', vendorAccountNumber: '1234', linkStatus: 'PENDING' }])
    expect(programBadgeState(pending, programKeys('dell'))).toBe('PENDING')
    expect(accountBadgeState(pending.vendorAccounts.DELL_ACCOUNT, true)).toBe('PENDING')
  })

  it('is CONNECTED once confirmed, and for rows operators entered without a status', () => {
    expect(
      programBadgeState(
        state([{ key: 'DELL_ACCOUNT', vendorAccountNumber: '1234', linkStatus: 'CONNECTED' }]),
        programKeys('dell'),
      ),
    ).toBe('CONNECTED')
    expect(programBadgeState(state([{ key: 'FEDEX_ACCOUNT', vendorAccountNumber: '1234' }]), programKeys('fedex'))).toBe(
      'CONNECTED',
    )
  })

  it('shows CONNECTED for a program when any of its accounts is connected', () => {
    const odp = state([
      { key: 'ODP_CARD', vendorAccountNumber: '1111', linkStatus: 'PENDING' },
      { key: 'ODP_ACCOUNT', vendorAccountNumber: '2222', linkStatus: 'CONNECTED' },
    ])
    expect(programBadgeState(odp, programKeys('odp'))).toBe('CONNECTED')
    expect(accountBadgeState(odp.vendorAccounts.ODP_CARD, true)).toBe('PENDING')
  })

  it('shows no badge for a program without a linked account, or with a refused one', () => {
    expect(programBadgeState(state([]), programKeys('fedex'))).toBeNull()
    expect(
      programBadgeState(
        state([{ key: 'FEDEX_ACCOUNT', vendorAccountNumber: '1234', linkStatus: 'REFUSED' }]),
        programKeys('fedex'),
      ),
    ).toBeNull()
    expect(programBadgeState(state([{ key: 'DELL_ACCOUNT', vendorAccountNumber: '1234' }]), programKeys('fedex'))).toBeNull()
  })

  it('keeps a pending link out of the target status until it is confirmed', () => {
    expect(state([{ key: 'DELL_ACCOUNT', vendorAccountNumber: '1234', linkStatus: 'PENDING' }]).targetStatus).toEqual([
      'EA',
      'DELL_NO',
      'FEDEX_NO',
      'ODP_NO',
    ])
    expect(state([{ key: 'DELL_ACCOUNT', vendorAccountNumber: '1234', linkStatus: 'CONNECTED' }]).targetStatus).toEqual([
      'EA',
      'DELL_ACCOUNT',
      'FEDEX_NO',
      'ODP_NO',
    ])
  })
})
