'use client'

import { Pill, useRowLabel } from '@payloadcms/ui'

import { type BlockRowLabelProps, blockRowTitle } from './row-label-text'

/**
 * A block's row in the admin: its number and type as Payload shows them, then what it says (its
 * block name if an operator gave one, else its headline or first text), where Payload showed
 * "Untitled" for every block without a name. Configured by `labelArrayRows` (./row-labels.ts).
 */
export function BlockRowLabel(props: BlockRowLabelProps) {
  const { data, rowNumber } = useRowLabel<Record<string, unknown>>()
  const title = blockRowTitle(props, data)
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.5rem', minWidth: 0 }}>
      <span className="blocks-field__block-number">{String((rowNumber ?? 0) + 1).padStart(2, '0')}</span>
      <Pill pillStyle="white" size="small">
        {props.blockLabel}
      </Pill>
      {title && <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{title}</span>}
    </span>
  )
}
