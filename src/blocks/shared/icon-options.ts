/** Icons an operator can pick for feature items. Values are stored, so never rename one. */
export const FEATURE_ICON_NAMES = [
  'savings',
  'discount',
  'technology',
  'shipping',
  'package',
  'printing',
  'community',
  'events',
  'guides',
  'protection',
  'rewards',
  'grant',
  'partnership',
  'store',
  'business',
  'growth',
  'ideas',
  'services',
  'payments',
  'chat',
  'support',
  'check',
] as const

export type FeatureIconName = (typeof FEATURE_ICON_NAMES)[number]

/** Select options for Payload: the label is the value with a capital first letter. */
export const FEATURE_ICON_OPTIONS = FEATURE_ICON_NAMES.map((value) => ({
  label: value.charAt(0).toUpperCase() + value.slice(1),
  value,
}))
