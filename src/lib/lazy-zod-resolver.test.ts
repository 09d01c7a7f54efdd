import { z } from 'zod'

import { lazyZodResolver } from './lazy-zod-resolver'

const schema = z.object({ email: z.string().email({ error: 'Please enter a valid email address' }) })
const options = { fields: {}, shouldUseNativeValidation: false } as const

describe('lazyZodResolver', () => {
  it("fetches the schema once, on the first validation or preload, and answers with the schema's messages", async () => {
    const load = vi.fn(async () => schema)
    const resolver = lazyZodResolver(load)
    expect(load).not.toHaveBeenCalled()
    resolver.preload()
    expect(load).toHaveBeenCalledTimes(1)

    const invalid = await resolver({ email: 'not-an-email' }, undefined, options)
    expect(invalid.errors.email?.message).toBe('Please enter a valid email address')
    const valid = await resolver({ email: 'owner@brightsidebakery.com' }, undefined, options)
    expect(valid).toEqual({ values: { email: 'owner@brightsidebakery.com' }, errors: {} })
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('rejects when the schema cannot be fetched, and fetches again on the next validation', async () => {
    const load = vi
      .fn<() => Promise<typeof schema>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(schema)
    const resolver = lazyZodResolver(load)
    await expect(resolver({ email: 'owner@brightsidebakery.com' }, undefined, options)).rejects.toThrow('chunk failed')
    const retried = await resolver({ email: 'owner@brightsidebakery.com' }, undefined, options)
    expect(retried.errors).toEqual({})
    expect(load).toHaveBeenCalledTimes(2)
  })
})
