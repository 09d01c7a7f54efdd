import { useId } from 'react'

import { cn } from '@/components/ui/cn'
import { LazyBenefitsRequestForm as BenefitsRequestForm } from '@/features/forms/components/lazy-forms.client'
import type { BenefitsRequestBlock as BenefitsRequestBlockData } from '@/payload-types'

import { layerClasses, mutedTextClass } from '../shared/layer'
import { BlockHeading, BlockSection } from '../shared/section'
import type { BlockProps } from '../types'

/** The benefits request form in a card under its headline. */
export function BenefitsRequestBlock({ block, isDashboard, isFirst }: BlockProps<BenefitsRequestBlockData>) {
  const headingId = useId()
  return (
    <BlockSection
      blockType="benefitsRequest"
      isDashboard={isDashboard}
      labelledBy={block.headline ? headingId : undefined}
    >
      <div
        id="request-benefits"
        className={cn(
          'mx-auto flex max-w-card-max scroll-mt-24 flex-col gap-4 rounded-2xl border border-line p-8',
          layerClasses(block.layerStyle),
        )}
      >
        {block.headline && (
          <BlockHeading
            id={headingId}
            isFirst={isFirst}
            isDashboard={isDashboard}
            className="text-2xl font-bold md:text-2xl"
          >
            {block.headline}
          </BlockHeading>
        )}
        {block.subheadline && <p className={mutedTextClass(block.layerStyle)}>{block.subheadline}</p>}
        <BenefitsRequestForm partners={block.partners ?? []} pageSource={block.pageSource || 'benefits'} />
      </div>
    </BlockSection>
  )
}
