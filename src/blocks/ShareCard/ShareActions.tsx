import { Check } from '@/components/icons/check'
import { Link2 } from '@/components/icons/link-2'
import { Share2 } from '@/components/icons/share-2'
import type { ComponentType } from 'react'

import { buttonClasses, type ButtonTone } from '@/components/ui/button-classes'

import type { ShareButtonsProps, ShareTarget } from './Component.client'

export interface ShareActionsProps extends ShareTarget {
  tone?: ButtonTone
  /**
   * The browser's part: `ShareButtons` of ./Component.client.tsx, or the share card block's copy
   * loaded on demand (../lazy-blocks.client.tsx). Passed in, not imported here: a server module
   * that imports a browser part adds it to the script of every page of its route.
   */
  Buttons: ComponentType<ShareButtonsProps>
}

/**
 * Copy Link and Share. The buttons' classes and icons are drawn here, on the server, so the browser
 * downloads only what the two clicks do.
 */
export function ShareActions({ tone = 'light', Buttons, ...target }: ShareActionsProps) {
  return (
    <Buttons
      {...target}
      copyClassName={buttonClasses('primary', tone)}
      shareClassName={buttonClasses('outline', tone)}
      icons={{
        link: <Link2 aria-hidden="true" className="size-5" />,
        copied: <Check aria-hidden="true" className="size-5" />,
        share: <Share2 aria-hidden="true" className="size-5" />,
      }}
    />
  )
}
