import type { GuideSeed } from '../types'

import { dellLaptopGuide } from './dell-laptop'
import { fedexAccountGuide } from './fedex-account'
import { odpBusinessAccountGuide } from './odp-business-account'
import { storePurchasingCardGuide } from './store-purchasing-card'

export const guideSeeds: GuideSeed[] = [
  odpBusinessAccountGuide,
  storePurchasingCardGuide,
  fedexAccountGuide,
  dellLaptopGuide,
]
