import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { LinkFeature, RelationshipFeature, UploadFeature, lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { labelArrayRows } from '@/components/admin/row-labels'
import { collections } from '@/collections'
import { Users } from '@/collections/Users'
import { richTextLinkFields } from '@/fields/rich-text-link'
import { Footer } from '@/globals/Footer/config'
import { Header } from '@/globals/Header/config'
import { SiteSettings } from '@/globals/SiteSettings/config'
import { RICH_TEXT_LINK_COLLECTIONS, RICH_TEXT_UPLOAD_COLLECTIONS } from '@/lib/rich-text-links'
import { answerClientMistakes } from '@/server/cms-api-errors'
import { listenForConnectionLoss, queryTimeout } from '@/server/db'
import { env, requireSecret, siteOrigins } from '@/server/env'
import { payloadEmailAdapter } from '@/server/mailer/payload-adapter'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  serverURL: env.SITE_URL,
  secret: requireSecret('PAYLOAD_SECRET'),
  // The product's own endpoints own /api; Payload's REST and GraphQL live under /cms-api.
  routes: { admin: '/admin', api: '/cms-api', graphQL: '/graphql', graphQLPlayground: '/graphql-playground' },
  admin: {
    user: Users.slug,
    meta: { titleSuffix: ' · EA Collective admin' },
    // Payload's default is Gravatar: every admin page would send a hash of the operator's email to
    // gravatar.com (and wait on it offline). Its own initials avatar needs nothing from elsewhere.
    avatar: 'default',
    importMap: { baseDir: path.resolve(dirname) },
    components: {
      // First-party analytics for operators (issue 11): /admin/analytics and its link in the side navigation.
      views: {
        analytics: { Component: '/features/tracking/components/AnalyticsView#AnalyticsView', path: '/analytics' },
      },
      afterNavLinks: ['/features/tracking/components/AnalyticsNavLink#AnalyticsNavLink'],
    },
  },
  // Array rows named by what they hold ("Office supplies"), not "Nav Item 01" (src/components/admin/row-labels.ts).
  collections: collections.map((collection) => ({ ...collection, fields: labelArrayRows(collection.fields) })),
  globals: [Header, Footer, SiteSettings].map((global) => ({ ...global, fields: labelArrayRows(global.fields) })),
  // Rich text links to, and places, documents only of collections that have pages on the site (not
  // members or submissions), which the site renders with their address (src/lib/rich-text-links.ts);
  // images come from the media library only (not members' quote files). maxDepth 1: a linked
  // document is read for its address and title, not for its own relationships.
  editor: lexicalEditor({
    features: ({ defaultFeatures }) => [
      ...defaultFeatures.filter((feature) => !['link', 'relationship', 'upload'].includes(feature.key)),
      LinkFeature({ enabledCollections: [...RICH_TEXT_LINK_COLLECTIONS], maxDepth: 1, fields: richTextLinkFields }),
      RelationshipFeature({ enabledCollections: [...RICH_TEXT_LINK_COLLECTIONS], maxDepth: 1 }),
      UploadFeature({ enabledCollections: [...RICH_TEXT_UPLOAD_COLLECTIONS], maxDepth: 1 }),
    ],
  }),
  email: payloadEmailAdapter,
  db: postgresAdapter({
    pool: {
      connectionString: env.DATABASE_URL ?? '',
      max: 10,
      connectionTimeoutMillis: 5000,
      ...queryTimeout(),
      onConnect: listenForConnectionLoss,
    },
    // Schema changes only through committed migrations, in development too.
    push: false,
    migrationDir: path.resolve(dirname, 'migrations'),
  }),
  csrf: siteOrigins(),
  cors: siteOrigins(),
  sharp,
  telemetry: false,
  // Payload's connection pool has no 'error' listener of its own: an idle connection cut by a
  // database restart or failover would be an uncaught exception and end the server. The pool drops
  // the broken connection and opens a new one on the next query; we only log it.
  onInit: (payload) => {
    const pool = (payload.db as unknown as { pool?: { on: (event: 'error', listener: (error: Error) => void) => void } }).pool
    pool?.on('error', (error) => payload.logger.warn(`Database connection lost (${error.message}); the pool reconnects on the next query.`))
  },
  // A request's own mistakes (an id that is not a number, a body that is not the multipart it says)
  // get 400 from /cms-api, not 500.
  hooks: { afterError: [answerClientMistakes] },
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  graphQL: { disablePlaygroundInProduction: true },
})
