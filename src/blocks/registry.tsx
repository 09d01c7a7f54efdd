import type { ComponentType } from 'react'

import type { AppState } from '@/features/app-state/app-state'

import { CallToActionBlock } from './CallToAction/Component'
import { HeroBlock } from './Hero/Component'
import type { BlockOfType, BlockProps, BlockType, PageBlock } from './types'

type Registry = { [T in BlockType]: ComponentType<BlockProps<BlockOfType<T>>> }

/** One typed entry per block slug: adding a block to the Pages config without a component fails typecheck. */
export const blockComponents: Registry = {
  hero: HeroBlock,
  callToAction: CallToActionBlock,
}

function BlockView<T extends BlockType>({ block, ...rest }: Omit<BlockProps<BlockOfType<T>>, 'block'> & { block: BlockOfType<T> }) {
  // TypeScript cannot correlate the union member with its registry entry; the mapped type above
  // guarantees they match, so this is the one place the component is widened.
  const Component = blockComponents[block.blockType as T] as ComponentType<BlockProps<BlockOfType<T>>>
  return <Component block={block} {...rest} />
}

export function RenderBlocks({ blocks, viewer, isDashboard = false }: { blocks: PageBlock[]; viewer: AppState; isDashboard?: boolean }) {
  return (
    <>
      {blocks.map((block, index) => (
        <BlockView key={block.id ?? index} block={block} viewer={viewer} isDashboard={isDashboard} isFirst={index === 0} />
      ))}
    </>
  )
}
