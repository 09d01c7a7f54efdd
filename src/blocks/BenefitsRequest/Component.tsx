import { LazyBenefitsRequestForm as BenefitsRequestForm } from '@/features/forms/components/lazy-forms.client'
import type { BenefitsRequestBlock as BenefitsRequestBlockData } from '@/payload-types'

import { CardBlock } from '../shared/section'
import type { BlockProps } from '../types'

/** The benefits request form in a card under its headline. */
export function BenefitsRequestBlock({ block, isDashboard, isFirst }: BlockProps<BenefitsRequestBlockData>) {
  return (
    <CardBlock
      blockType="benefitsRequest"
      block={block}
      isDashboard={isDashboard}
      isFirst={isFirst}
      anchor="request-benefits"
    >
      <BenefitsRequestForm partners={block.partners ?? []} pageSource={block.pageSource || 'benefits'} />
    </CardBlock>
  )
}
