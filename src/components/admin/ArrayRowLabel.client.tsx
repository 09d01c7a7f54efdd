'use client'

import { useRowLabel } from '@payloadcms/ui'

import { type ArrayRowLabelProps, rowLabelText } from './row-label-text'

/**
 * An array row's label in the admin, kept up to date as the row is typed into: the first of its
 * naming fields that has a value ("Office supplies", "Terms and Conditions") instead of Payload's
 * "Nav Item 01". Configured for each array by `labelArrayRows` (./row-labels.ts).
 */
export function ArrayRowLabel(props: ArrayRowLabelProps) {
  const { data, rowNumber } = useRowLabel<Record<string, unknown>>()
  return <span>{rowLabelText(props, data, rowNumber)}</span>
}
