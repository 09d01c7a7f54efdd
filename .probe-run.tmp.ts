import { spawnSync } from 'node:child_process'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig, getPayload } from 'payload'
import sharp from 'sharp'

import { startEmbeddedPostgres } from './scripts/lib/embedded-postgres.mjs'

const cluster = await startEmbeddedPostgres({ dataDir: '/tmp/probe/pgdata2', port: 54392, database: 'probe' })
let rc = 1
try {
  const { collections } = await import('@/collections')
  const { Users } = await import('@/collections/Users')
  const { Footer } = await import('@/globals/Footer/config')
  const { Header } = await import('@/globals/Header/config')
  const { SiteSettings } = await import('@/globals/SiteSettings/config')
  const payload = await getPayload({
    config: buildConfig({
      secret: 'probe-secret-probe-secret-probe-secret-1234',
      admin: { user: Users.slug },
      collections,
      globals: [Header, Footer, SiteSettings],
      editor: lexicalEditor(),
      db: postgresAdapter({ pool: { connectionString: cluster.url }, push: true }),
      sharp,
      telemetry: false,
    }),
  })
  await payload.destroy()
  await (payload.db as unknown as { pool?: { end: () => Promise<void> } }).pool?.end().catch(() => {})
  const result = spawnSync('npx', ['vitest', 'run', '--config', '.vitest.dependents.tmp.mts'], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: cluster.url, PAYLOAD_SKIP_REVALIDATE: '1', UPLOADS_DIR: '/tmp/probe/uploads2' },
  })
  rc = result.status ?? 1
} catch (error) {
  console.error(error)
} finally {
  await cluster.stop()
}
process.exit(rc)
