/**
 * The activate block's event name, apart from the builder's schemas (src/features/forms/builder.ts
 * re-exports it) so the activate button can name its event without bundling Zod.
 */

/** Spec 4: the activate block sends '{formType}_ACTIVATE', formType ODP_ERROR by default. */
export const DEFAULT_ACTIVATE_FORM_TYPE = 'ODP_ERROR'

/** Spec 4: '{formType}_ACTIVATE', ODP_ERROR when the form names no type. */
export const activateEventType = (formType: string | null | undefined) =>
  `${formType?.trim() || DEFAULT_ACTIVATE_FORM_TYPE}_ACTIVATE`
