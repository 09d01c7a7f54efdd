// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'

/** The settings as env.ts reads them with these variables set (a fresh module each time). */
async function readWith(variables: Record<string, string>) {
  vi.resetModules()
  for (const [name, value] of Object.entries(variables)) vi.stubEnv(name, value)
  return (await import('./env')).env
}

afterEach(() => vi.unstubAllEnvs())

describe('env', () => {
  it('takes the blank lines of a .env copied from .env.example as unset, so the defaults apply', async () => {
    const env = await readWith({
      DATABASE_URL: '',
      PAYLOAD_SECRET: '',
      BETTER_AUTH_SECRET: '',
      ADMIN_PASSWORD: '',
      HELP_CENTER_URL: '',
      UPLOADS_DIR: '',
      DATA_DIR: '',
    })
    expect(env.DATABASE_URL).toBeUndefined()
    expect(env.PAYLOAD_SECRET).toBeUndefined()
    expect(env.ADMIN_PASSWORD).toBeUndefined()
    expect(env.HELP_CENTER_URL).toBe('https://help.example.com/hc/en-us')
    expect(env.UPLOADS_DIR).toBe('.data/uploads')
  })

  it('keeps uploads beside the data directory unless told otherwise', async () => {
    expect((await readWith({ DATA_DIR: '/srv/ea', UPLOADS_DIR: '' })).UPLOADS_DIR).toBe('/srv/ea/uploads')
    expect((await readWith({ DATA_DIR: '/srv/ea', UPLOADS_DIR: '/mnt/files' })).UPLOADS_DIR).toBe('/mnt/files')
  })

  it('keeps a blank operators’ address, which means no new-submission email', async () => {
    expect((await readWith({ FORM_NOTIFY_EMAIL: '' })).FORM_NOTIFY_EMAIL).toBe('')
  })
})
