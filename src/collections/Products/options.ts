/** Card surfaces a product can use (spec section 3, productLayerStyle). */
export const PRODUCT_LAYER_STYLES = [
  { label: 'Light', value: 'light' },
  { label: 'Brand', value: 'brand' },
  { label: 'Dark', value: 'dark' },
] as const

export type ProductLayerStyle = (typeof PRODUCT_LAYER_STYLES)[number]['value']
