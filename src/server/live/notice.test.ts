import { encodeNotice, noticeChangesOrders, noticeConcerns, parseNotice } from './notice'

describe('member-state notices', () => {
  it('round-trip with ids as strings', () => {
    const wire = encodeNotice({ memberId: 'usr_1', businessAccountId: 42 })
    expect(wire).toBe('{"memberId":"usr_1","businessAccountId":"42"}')
    expect(parseNotice(wire)).toEqual({ memberId: 'usr_1', businessAccountId: '42' })
  })

  it('carry an order change only with the business it changed', () => {
    const wire = encodeNotice({ businessAccountId: 42, orders: true })
    expect(wire).toBe('{"businessAccountId":"42","orders":true}')
    expect(parseNotice(wire)).toEqual({ businessAccountId: '42', orders: true })
    expect(encodeNotice({ memberId: 'usr_1', orders: true })).toBe('{"memberId":"usr_1"}')
    expect(parseNotice('{"memberId":"usr_1","orders":true}')).toEqual({ memberId: 'usr_1' })
    expect(parseNotice('{"businessAccountId":"42","orders":"yes"}')).toEqual({ businessAccountId: '42' })
  })

  it("say a business's orders changed only for that business", () => {
    expect(noticeChangesOrders({ businessAccountId: '42', orders: true }, '42')).toBe(true)
    expect(noticeChangesOrders({ businessAccountId: '42', orders: true }, '43')).toBe(false)
    expect(noticeChangesOrders({ businessAccountId: '42', orders: true }, null)).toBe(false)
    expect(noticeChangesOrders({ businessAccountId: '42' }, '42')).toBe(false)
  })

  it.each([null, '', 'not json', '[]', '{}', '{"memberId":""}', '{"other":"x"}'])('ignores %j', (payload) => {
    expect(parseNotice(payload)).toBeNull()
  })

  it("concern the member named, or the watcher's business account", () => {
    const watcher = { memberId: 'usr_1', businessAccountId: '42' }
    expect(noticeConcerns({ memberId: 'usr_1' }, watcher)).toBe(true)
    expect(noticeConcerns({ businessAccountId: '42' }, watcher)).toBe(true)
    expect(noticeConcerns({ memberId: 'usr_2' }, watcher)).toBe(false)
    expect(noticeConcerns({ businessAccountId: '43' }, watcher)).toBe(false)
    expect(noticeConcerns({ businessAccountId: '42' }, { memberId: 'usr_1', businessAccountId: null })).toBe(false)
  })
})
