import type { Payload } from 'payload'

import { buildPageUrl } from '@/collections/Pages/url'
import { env } from '@/server/env'

import { linkVendorPages, seedContent } from './content'
import { withContentBlocks } from './content/placements'
import { footerSeed } from './globals/footer'
import { headerSeed } from './globals/header'
import { siteSettingsSeed } from './globals/site-settings'
import { dashboardPageSeeds, pageSeeds } from './pages'
import { operatorAccountMessage } from './operator-account'

/** Seeding never triggers cache invalidation: nothing is cached yet, and scripts have no cache. */
const context = { disableRevalidate: true }

export async function isDatabaseEmpty(payload: Payload): Promise<boolean> {
  const [users, pages] = await Promise.all([
    payload.count({ collection: 'users' }),
    payload.count({ collection: 'pages' }),
  ])
  return users.totalDocs === 0 && pages.totalDocs === 0
}

/**
 * Idempotent: creates what is missing and leaves everything that exists as operators left it.
 * Returns what it created, for the start-up log.
 */
export async function seed(payload: Payload): Promise<string[]> {
  const created: string[] = []

  const operators = await payload.count({ collection: 'users', overrideAccess: true })
  if (operators.totalDocs === 0) {
    const password = process.env.ADMIN_PASSWORD
    if (!password) throw new Error('ADMIN_PASSWORD must be set to create the first operator account.')
    await payload.create({
      collection: 'users',
      data: { email: env.ADMIN_EMAIL, password, name: 'Site operator' },
      overrideAccess: true,
      context,
    })
    created.push('operator')
    payload.logger.info(operatorAccountMessage(env.ADMIN_EMAIL, password, process.env.ADMIN_PASSWORD_GENERATED === 'true'))
  }

  const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
  if (!settings.siteDescription) {
    await payload.updateGlobal({ slug: 'site-settings', data: siteSettingsSeed, overrideAccess: true, context })
    created.push('site settings')
  }
  const helpCenterUrl = settings.helpCenterUrl || siteSettingsSeed.helpCenterUrl || env.HELP_CENTER_URL

  const header = await payload.findGlobal({ slug: 'header', overrideAccess: true })
  if (!header.navItems?.length) {
    await payload.updateGlobal({ slug: 'header', data: headerSeed(helpCenterUrl), overrideAccess: true, context })
    created.push('header')
  }

  const footer = await payload.findGlobal({ slug: 'footer', overrideAccess: true })
  if (!footer.linkGroups?.length) {
    await payload.updateGlobal({ slug: 'footer', data: footerSeed(helpCenterUrl), overrideAccess: true, context })
    created.push('footer')
  }

  // Documents before pages: page blocks reference them. Logged after the pages.
  const content = await seedContent(payload)

  for (const page of [...pageSeeds, ...dashboardPageSeeds]) {
    const url = buildPageUrl(page.pagePath, page.slug)
    const existing = await payload.find({
      collection: 'pages',
      where: { url: { equals: url } },
      limit: 1,
      depth: 0,
      draft: true,
      overrideAccess: true,
    })
    if (existing.totalDocs) continue
    await payload.create({
      collection: 'pages',
      data: { ...(await withContentBlocks(payload, page)), _status: 'published' },
      overrideAccess: true,
      context,
    })
    created.push(`page ${url}`)
  }

  // Vendors link to their program pages, which exist only now.
  created.push(...content, ...(await linkVendorPages(payload)))

  return created
}
