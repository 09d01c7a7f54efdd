/** What `labelArrayRows` (./row-labels.ts) gives an array's row label, and what the label reads. */
export interface ArrayRowLabelProps {
  /** The row's fields that can name it, in order (a dotted path reads into a nested row); a choice's stored value maps to its label. */
  fields: { name: string; options?: Record<string, string> }[]
  /** What a row is called when none of them is filled in yet ('Menu item 03'). */
  noun: string
  /** Every filled-in field of `fields`, joined ("Dell account · PENDING"), rather than the first. */
  isJoined?: boolean
}

/** The row's naming fields that are filled in, as shown: a choice by its label. */
function filledValues(fields: ArrayRowLabelProps['fields'], data: unknown): string[] {
  return fields.flatMap(({ name, options }) => {
    const value = name
      .split('.')
      .reduce<unknown>(
        (at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined),
        data,
      )
    if (typeof value === 'string' && value.trim()) return [options?.[value] ?? value.trim()]
    return typeof value === 'number' ? [String(value)] : []
  })
}

/** A row's label: its first filled-in naming field (or all of them, joined), else the noun and its 1-based number. */
export function rowLabelText(
  { fields, noun, isJoined = false }: ArrayRowLabelProps,
  data: unknown,
  rowIndex: number | undefined,
): string {
  const values = filledValues(fields, data)
  if (values.length) return isJoined ? values.join(' · ') : values[0]!
  return `${noun} ${String((rowIndex ?? 0) + 1).padStart(2, '0')}`
}

/** What a block's row label shows after its number: its type, then its name or first filled-in text. */
export interface BlockRowLabelProps {
  blockLabel: string
  fields: ArrayRowLabelProps['fields']
}

/** A block row's title: its block name or first filled-in text, else none. */
export function blockRowTitle({ fields }: BlockRowLabelProps, data: unknown): string | null {
  return filledValues(fields, data)[0] ?? null
}
