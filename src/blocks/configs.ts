import type { Block } from 'payload'

import { CallToActionBlock } from './CallToAction/config'
import { HeroBlock } from './Hero/config'

/** Every block an operator can place on a page. Components are mapped in ./registry.tsx. */
export const pageBlocks: Block[] = [HeroBlock, CallToActionBlock]
