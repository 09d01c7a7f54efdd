import type { FieldHook } from 'payload'

/**
 * Text saved without the spaces around it, before validation: a required field given only spaces
 * is then empty, and refused as "This field is required." (an image's alternative text of "   "
 * told screen readers nothing).
 */
export const trimText: FieldHook = ({ value }) => (typeof value === 'string' ? value.trim() : value)
