/** What `labelArrayRows` (./row-labels.ts) gives an array's row label, and what the label reads. */
export interface ArrayRowLabelProps {
  /** The row's fields that can name it, in order (a dotted path reads into a nested row); a choice's stored value maps to its label. */
  fields: { name: string; options?: Record<string, string> }[]
  /** What a row is called when none of them is filled in yet ('Menu item 03'). */
  noun: string
  /** Every filled-in field of `fields`, joined ("Dell account · PENDING"), rather than the first. */
  isJoined?: boolean
}

/** A row's label: its first filled-in naming field (or all of them, joined), else the noun and its 1-based number. */
export function rowLabelText(
  { fields, noun, isJoined = false }: ArrayRowLabelProps,
  data: unknown,
  rowIndex: number | undefined,
): string {
  const values = fields.flatMap(({ name, options }) => {
    const value = name
      .split('.')
      .reduce<unknown>(
        (at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined),
        data,
      )
    if (typeof value === 'string' && value.trim()) return [options?.[value] ?? value.trim()]
    return typeof value === 'number' ? [String(value)] : []
  })
  if (values.length) return isJoined ? values.join(' · ') : values[0]!
  return `${noun} ${String((rowIndex ?? 0) + 1).padStart(2, '0')}`
}
