import { RichText } from '@/components/RichText'
import { PARTNER_HEADER } from '@/lib/constants'
import { type VendorLinkForm, vendorHref } from '@/lib/links'
import type { Vendor } from '@/payload-types'

import { type CardBaseProps, CardLink, CardShell, Heading, LogoRow, mediaDoc, pageDocs } from '../shared/card'

export interface VendorCardProps extends CardBaseProps {
  doc: Vendor
  /**
   * Which link form (src/lib/links.ts): 'card' goes to the first connected page, 'index' to
   * /vendors/{vendorSlug}/{pagePath}/{slug}, 'clickable' to the vendor's own page.
   */
  variant?: VendorLinkForm
}

/** A vendor program: partner logos, headline, subheadline and copy clamped to 5 lines. */
export function VendorCard({ doc, variant = 'card', size, headingLevel, className }: VendorCardProps) {
  const href = vendorHref(
    {
      vendorSlug: doc.vendorSlug,
      connectedPages: pageDocs(doc.connectedPages),
      inPage: pageDocs(doc.inPage),
      eaVendorPage: doc.eaVendorPage,
    },
    variant,
  )
  const logos = (doc.vendorLogos ?? []).flatMap((logo) => mediaDoc(logo) ?? []).map((media) => ({ media }))
  return (
    <CardShell kind="vendor" size={size} className={className}>
      <div className="flex flex-1 flex-col gap-3 p-6">
        <LogoRow logos={logos} header={PARTNER_HEADER} className="mb-1" />
        <Heading level={headingLevel}>
          <CardLink href={href}>{doc.vendorHeadline}</CardLink>
        </Heading>
        {doc.vendorSubheadline && <p className="font-semibold text-brand-700">{doc.vendorSubheadline}</p>}
        <RichText data={doc.vendorRichText} className="line-clamp-5 text-muted [&_p]:my-0" />
      </div>
    </CardShell>
  )
}
