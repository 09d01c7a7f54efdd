import { Link } from '@/components/Link'

import { RichText } from '@/components/RichText'
import { buttonClassName } from '@/components/ui/button-styles'
import type { AppState } from '@/features/app-state/app-state'
import { benefitCta } from '@/lib/buttons'
import { type BenefitLinkForm, benefitHref } from '@/lib/links'
import type { Benefit } from '@/payload-types'

import { type CardBaseProps, CardLink, CardShell, Heading, LogoRow, mediaDoc, pageDocs } from '../shared/card'

export interface BenefitCardProps extends CardBaseProps {
  doc: Benefit
  viewer: AppState
  /** Which link form (src/lib/links.ts); defaults to the benefit's own `component` setting, then 'card'. */
  variant?: BenefitLinkForm
}

function benefitLogos(doc: Benefit) {
  const logos = (doc.benefitLogos ?? []).flatMap((logo) => mediaDoc(logo) ?? []).map((media) => ({ media }))
  if (logos.length) return logos
  const partnerLogo = mediaDoc(doc.benefitPartnerLogo)
  return partnerLogo ? [{ media: partnerLogo, alt: doc.benefitPartnerLogoAlt }] : []
}

/**
 * A partner benefit: logos, perk and value, copy clamped to 5 lines, and the benefit call to action
 * for the viewer's user type (spec section 6): visitors 'Join Collective', PLUS 'Member Benefits',
 * MEMBER 'Get Access'. Like every button, the call to action waits while the session loads.
 */
export function BenefitCard({ doc, viewer, variant, size, headingLevel, className }: BenefitCardProps) {
  const form = variant ?? doc.component ?? 'card'
  const href = benefitHref({ benefitSlug: doc.benefitSlug, inPage: pageDocs(doc.inPage) }, form)
  const title = doc.benefitCardTitle || doc.benefitPartnerName
  const perk = doc.benefitCardHeadline || doc.benefitPerk
  const value = doc.benefitCardValue || doc.benefitValue
  const cta = viewer.appStatus === 'LOADING' ? null : benefitCta(viewer.userType)
  const useAltCopy = form === 'inPage' && Boolean(doc.benefitCardAltRichText)

  return (
    <CardShell kind="benefit" size={size} className={className}>
      <div className="flex flex-1 flex-col gap-3 p-6">
        <LogoRow logos={benefitLogos(doc)} className="mb-1" />
        {doc.benefitCardSubtitle && (
          <p className="text-sm font-semibold tracking-wide text-muted uppercase">{doc.benefitCardSubtitle}</p>
        )}
        <Heading level={headingLevel}>
          <CardLink href={href}>{title}</CardLink>
        </Heading>
        <p className="text-2xl leading-tight font-extrabold text-brand-700" data-field="perk">
          {perk}
        </p>
        {value && (
          <p className="font-semibold text-ink" data-field="value">
            {value}
          </p>
        )}
        {useAltCopy ? (
          <RichText data={doc.benefitCardAltRichText} className="line-clamp-5 text-muted [&_p]:my-0" />
        ) : (
          doc.benefitCardCopy && <p className="line-clamp-5 text-muted">{doc.benefitCardCopy}</p>
        )}
        {cta && (
          <Link href={cta.href} className={buttonClassName('primary', 'light', 'relative z-10 mt-auto self-start')}>
            {cta.label}
            <span className="sr-only"> – {title}</span>
          </Link>
        )}
      </div>
    </CardShell>
  )
}
