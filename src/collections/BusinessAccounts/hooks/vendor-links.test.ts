import { newlyDecidedRows, stampChangedVendorRows } from './vendor-links'

const linkedAt = '2026-11-30T06:34:17.000Z'
const now = '2026-11-30T07:02:00.000Z'

describe('vendor account rows on an operator’s save', () => {
  it('date a row whose status or number changes, and leave the others as they were', () => {
    const before = [
      { key: 'DELL_ACCOUNT', vendorAccountNumber: '44718230', linkStatus: 'PENDING', dateUpdated: linkedAt },
      { key: 'FEDEX_ACCOUNT', vendorAccountNumber: '123456789', linkStatus: 'CONNECTED', dateUpdated: linkedAt },
      { key: 'ODP_CARD', vendorAccountNumber: '1111', linkStatus: 'CONNECTED', dateUpdated: linkedAt },
    ]
    const after = [
      { ...before[0]!, linkStatus: 'CONNECTED' },
      { ...before[1]! },
      { ...before[2]!, vendorAccountNumber: '2222' },
      { key: 'ODP_PORTAL', vendorAccountNumber: '3333', linkStatus: 'CONNECTED', dateUpdated: null },
    ]
    expect(stampChangedVendorRows(before, after, now).map((row) => row.dateUpdated)).toEqual([now, linkedAt, now, null])
    expect(newlyDecidedRows(before, after).map((row) => row.key)).toEqual(['DELL_ACCOUNT'])
  })

  it('takes rows that are not a list as none', () => {
    expect(stampChangedVendorRows(undefined, null, now)).toEqual([])
  })
})
