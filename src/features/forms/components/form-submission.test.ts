import { GENERIC_FAILURE, sendForm } from './form-submission'

afterEach(() => vi.unstubAllGlobals())

describe('sendForm', () => {
  it('gives up on a server that does not answer in time, with the generic failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
      ),
    )
    await expect(sendForm({ formType: 'leads' }, 20)).rejects.toThrow(GENERIC_FAILURE)
  })

  it('says the generic failure when offline, not the browser’s own words', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))))
    await expect(sendForm({ formType: 'leads' })).rejects.toThrow(GENERIC_FAILURE)
  })
})
