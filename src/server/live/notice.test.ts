import { encodeNotice, noticeConcerns, parseNotice } from './notice'

describe('member-state notices', () => {
  it('round-trip with ids as strings', () => {
    const wire = encodeNotice({ memberId: 'usr_1', businessAccountId: 42 })
    expect(wire).toBe('{"memberId":"usr_1","businessAccountId":"42"}')
    expect(parseNotice(wire)).toEqual({ memberId: 'usr_1', businessAccountId: '42' })
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
