/** Layer styles (the spec's LayerStyle) shared by blocks and inline cards. */
export const LAYER_STYLES = [
  { value: 'white', label: 'White', classes: 'bg-white text-ink', isDark: false },
  { value: 'light', label: 'Light grey', classes: 'bg-surface text-ink', isDark: false },
  { value: 'brand', label: 'Brand blue', classes: 'bg-brand-700 text-white', isDark: true },
  { value: 'dark', label: 'Dark blue', classes: 'bg-brand-900 text-white', isDark: true },
] as const

export type LayerStyle = (typeof LAYER_STYLES)[number]['value']

function find(style: string | null | undefined) {
  return LAYER_STYLES.find((entry) => entry.value === style) ?? LAYER_STYLES[0]
}

/** Background and text colour classes; unknown or empty styles fall back to white. */
export function layerClasses(style: string | null | undefined): string {
  return find(style).classes
}

/** Dark layers take light text and the dark button tone. */
export function isDarkLayer(style: string | null | undefined): boolean {
  return find(style).isDark
}

/** Muted copy colour that stays readable on the layer. */
export function mutedTextClass(style: string | null | undefined): string {
  return isDarkLayer(style) ? 'text-white/85' : 'text-muted'
}
