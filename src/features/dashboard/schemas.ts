/**
 * The editable profile (/dashboard/my-account/profile): the member's name, and for Plus members
 * the business, under the 'Upgrade to Plus' form's own rules. Shared by the forms and PATCH
 * /api/profile.
 */
import { z } from 'zod'

import { signUpSchema } from '@/features/auth/schemas'
import { upgradeToPlusSchema } from '@/features/business-account/schemas'

/** The name, under sign-up's rules (required, at most 50 characters each). */
export const profileNameSchema = signUpSchema.pick({ firstName: true, lastName: true })
export type ProfileNameInput = z.input<typeof profileNameSchema>
export type ProfileNameValues = z.output<typeof profileNameSchema>

/** The business, as the Plus form asks for it. */
export const profileBusinessSchema = upgradeToPlusSchema
export type ProfileBusinessInput = z.input<typeof profileBusinessSchema>
export type ProfileBusinessValues = z.output<typeof profileBusinessSchema>

/** PATCH /api/profile: the name, the business, or both. */
export const profileUpdateSchema = z
  .object({ name: profileNameSchema.optional(), business: profileBusinessSchema.optional() })
  .refine((value) => value.name !== undefined || value.business !== undefined, {
    message: 'Nothing to save.',
    path: ['form'],
  })
export type ProfileUpdateValues = z.output<typeof profileUpdateSchema>
