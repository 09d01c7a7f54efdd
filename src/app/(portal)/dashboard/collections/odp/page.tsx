import type { Metadata } from 'next'
import { Link } from '@/components/Link'

import { ProductCollectionView } from '@/blocks/ProductCollection/Component'
import { buttonClassName } from '@/components/ui/button-styles'
import { DashboardPageHeader } from '@/features/dashboard/components/DashboardPageHeader'
import { ODP_CATALOGUE_COLLECTION_SLUG, VENDOR_PROGRAMS } from '@/features/vendor-accounts/programs'
import { DASHBOARD_CATALOGUE_PATH, DASHBOARD_VENDOR_PATHS } from '@/lib/portal-links'
import { getDocBySlug } from '@/server/content'
import { listCollectionProducts } from '@/server/content-lists'
import { requireMember } from '@/server/session'
import { programAccessOf } from '@/server/vendor-accounts'
import { getViewerBusinessState } from '@/server/viewer'

export const metadata: Metadata = { title: 'ODP program catalogue' }

/**
 * The ODP program catalogue: products by sub-collection ('paper' first), program against retail
 * price, discount and SHOP NOW. The same prices are on the public Business Essentials page, so
 * every member sees them; a business without a connected ODP account is told the prices apply to
 * orders on one, and how to link it.
 */
export default async function OdpCataloguePage() {
  const viewer = await requireMember({ returnTo: DASHBOARD_CATALOGUE_PATH })
  const [collection, businessState] = await Promise.all([
    getDocBySlug('product-collections', 'slug', ODP_CATALOGUE_COLLECTION_SLUG, { depth: 0 }),
    getViewerBusinessState(),
  ])
  const hasAccess = programAccessOf(businessState, 'odp') !== null

  if (!collection) {
    return (
      <div className="flex flex-col gap-6 dashboard-gutter py-8">
        <DashboardPageHeader eyebrow="ODP Business Solutions" title="Program catalogue">
          <p>The catalogue is being updated. Check back shortly.</p>
        </DashboardPageHeader>
      </div>
    )
  }

  const products = await listCollectionProducts(collection.id)
  return (
    <>
      <ProductCollectionView
        block={{ blockType: 'productCollection', collection, display: 'grouped', layerStyle: 'white' }}
        collection={collection}
        products={products}
        viewer={viewer}
        isDashboard
        isFirst
      />
      {!hasAccess && (
        <div className="dashboard-gutter pb-8">
          <section
            aria-labelledby="catalogue-account"
            className="flex max-w-3xl flex-col gap-4 rounded-2xl border border-line bg-white p-6 shadow-sm"
          >
            <h2 id="catalogue-account" className="text-2xl font-extrabold text-brand-900">
              Buy at these prices with a connected ODP account
            </h2>
            <p className="text-ink">
              Program prices apply to orders placed with a connected ODP store purchasing card, online portal or
              business account. Link yours and our team confirms it, {VENDOR_PROGRAMS.odp.confirmedWithin}.
            </p>
            <Link href={DASHBOARD_VENDOR_PATHS.odp} className={buttonClassName('primary', 'light', 'self-start')}>
              Link an ODP account
            </Link>
          </section>
        </div>
      )}
    </>
  )
}
