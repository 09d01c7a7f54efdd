import { cn } from '@/components/ui/cn'
import { PARTNER_HEADER } from '@/lib/constants'
import type { PartnerLogoHeaderBlock as PartnerLogoHeaderBlockData } from '@/payload-types'

import { mutedTextClass } from '../shared/layer'
import { LogoImage } from '../shared/logo-image'
import { BlockSection } from '../shared/section'
import type { BlockProps } from '../types'

/** 'AND {partnerName}' when the block status is SHOW_PARTNER and a name is set; otherwise null. */
export function partnerSuffix(
  blockStatus: string | null | undefined,
  partnerName: string | null | undefined,
): string | null {
  const name = partnerName?.trim()
  return blockStatus === 'SHOW_PARTNER' && name ? `AND ${name}` : null
}

/** 'In partnership with' over the partners' logos, optionally followed by 'AND {partnerName}'. */
export function PartnerLogoHeaderBlock({ block, isDashboard }: BlockProps<PartnerLogoHeaderBlockData>) {
  const suffix = partnerSuffix(block.blockStatus, block.partnerName)
  return (
    <BlockSection
      blockType="partnerLogoHeader"
      isDashboard={isDashboard}
      layerStyle={block.layerStyle}
      className={isDashboard ? undefined : 'py-8 md:py-10'}
    >
      <div className="flex flex-col items-center gap-4 text-center">
        <p className={cn('text-sm font-semibold tracking-wide uppercase', mutedTextClass(block.layerStyle))}>
          {PARTNER_HEADER}
        </p>
        <div className="flex flex-wrap items-center justify-center gap-x-8 gap-y-4">
          {block.logos.map((logo, index) => (
            <LogoImage key={typeof logo === 'object' ? logo.id : `${logo}-${index}`} media={logo} />
          ))}
          {suffix && <span className="text-lg font-bold tracking-wide">{suffix}</span>}
        </div>
      </div>
    </BlockSection>
  )
}
