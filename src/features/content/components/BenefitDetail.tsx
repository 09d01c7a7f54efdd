import { Link } from '@/components/Link'

import { CardMedia, LogoRow, mediaDoc } from '@/cards/shared/card'
import { RichText } from '@/components/RichText'
import { buttonClassName } from '@/components/ui/button-styles'
import { cn } from '@/components/ui/cn'
import type { AppState } from '@/features/app-state/app-state'
import { benefitCta } from '@/lib/buttons'
import type { Benefit } from '@/payload-types'

export interface BenefitDetailProps {
  benefit: Benefit
  viewer: AppState
  /** Inside the dashboard the shell sets the width; on public pages the content column does. */
  isDashboard?: boolean
}

function logosOf(benefit: Benefit) {
  const logos = (benefit.benefitLogos ?? []).flatMap((logo) => mediaDoc(logo) ?? []).map((media) => ({ media }))
  if (logos.length) return logos
  const partnerLogo = mediaDoc(benefit.benefitPartnerLogo)
  return partnerLogo ? [{ media: partnerLogo, alt: benefit.benefitPartnerLogoAlt }] : []
}

/**
 * A partner benefit (/dashboard/benefits/{benefitSlug}): partner, perk and value, the details,
 * and the call to action for the viewer's user type (spec section 6: visitors 'Join Collective',
 * PLUS 'Member Benefits', MEMBER 'Get Access'), hidden while the session loads.
 */
export function BenefitDetail({ benefit, viewer, isDashboard = false }: BenefitDetailProps) {
  const title = benefit.benefitCardTitle || benefit.benefitPartnerName
  const cta = viewer.appStatus === 'LOADING' ? null : benefitCta(viewer.userType)
  return (
    <article
      className={cn(
        'flex flex-col gap-8',
        isDashboard ? 'w-full dashboard-gutter py-6' : 'container-content py-12 md:py-16',
      )}
      data-content="benefit"
    >
      <header className="flex max-w-3xl flex-col gap-4">
        <LogoRow logos={logosOf(benefit)} />
        <p className="text-sm font-semibold tracking-wide text-muted uppercase">
          {benefit.benefitCardSubtitle ? `${title} · ${benefit.benefitCardSubtitle}` : title}
        </p>
        <h1 className="text-3xl leading-tight font-extrabold text-balance md:text-4xl">
          {benefit.benefitHeadline || title}
        </h1>
        <p className="text-2xl leading-tight font-extrabold text-brand-700" data-field="perk">
          {benefit.benefitCardHeadline || benefit.benefitPerk}
        </p>
        {(benefit.benefitCardValue || benefit.benefitValue) && (
          <p className="text-lg font-semibold" data-field="value">
            {benefit.benefitCardValue || benefit.benefitValue}
          </p>
        )}
        {cta && (
          <Link href={cta.href} className={buttonClassName('primary', 'light', 'self-start')}>
            {cta.label}
            <span className="sr-only"> – {title}</span>
          </Link>
        )}
      </header>
      {benefit.benefitImage && <CardMedia media={benefit.benefitImage} className="max-w-3xl rounded-2xl" />}
      {benefit.benefitRichText ? (
        <RichText data={benefit.benefitRichText} className="max-w-3xl text-lg" />
      ) : (
        benefit.benefitCardCopy && <p className="max-w-3xl text-lg">{benefit.benefitCardCopy}</p>
      )}
    </article>
  )
}
