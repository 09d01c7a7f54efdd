import { Link } from '@/components/Link'

import { buttonClasses } from '@/components/ui/button-classes'
import { LazyBenefitsRequestForm as BenefitsRequestForm } from '@/features/forms/components/lazy-forms.client'
import { benefitCta } from '@/lib/buttons'
import { MEMBER_BENEFITS_PATH, signInHref } from '@/lib/links'
import type { BenefitsRequestBlock as BenefitsRequestBlockData } from '@/payload-types'

import { CardBlock } from '../shared/section'
import type { BlockProps } from '../types'

/**
 * The benefits request form in a card under its headline, for members. A request names no one but
 * the member who sends it, so a visitor (whom nobody could write back to) is shown the partners
 * and asked to join or log in first, then comes back to the member benefits.
 */
export function BenefitsRequestBlock({ block, isDashboard, isFirst, viewer }: BlockProps<BenefitsRequestBlockData>) {
  const partners = block.partners ?? []
  const isVisitor = viewer.appStatus === 'LOGGED_OUT'
  const join = benefitCta('GUEST')
  return (
    <CardBlock
      blockType="benefitsRequest"
      block={block}
      isDashboard={isDashboard}
      isFirst={isFirst}
      anchor="request-benefits"
    >
      {isVisitor ? (
        <div className="flex flex-col gap-4">
          {partners.length > 0 && (
            <ul className="flex flex-wrap gap-2" aria-label="Partners">
              {partners.map((partner) => (
                <li key={partner} className="rounded-full border border-line px-4 py-2 text-sm font-semibold text-ink">
                  {partner}
                </li>
              ))}
            </ul>
          )}
          <p className="text-ink">Benefits are requested by members, so we know where to send the details. Join free, or log in, and pick them from your dashboard.</p>
          <div className="flex flex-wrap items-center gap-4">
            <Link href={join.href} className={buttonClasses('primary', 'light')}>
              {join.label}
            </Link>
            <Link href={signInHref(MEMBER_BENEFITS_PATH)} className="font-semibold text-brand-700 underline underline-offset-4">
              Log in to request
            </Link>
          </div>
        </div>
      ) : (
        <BenefitsRequestForm partners={partners} pageSource={block.pageSource || 'benefits'} uid={viewer.uid} />
      )}
    </CardBlock>
  )
}
