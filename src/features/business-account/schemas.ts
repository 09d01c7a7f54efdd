/**
 * The 'Upgrade to Plus' form (spec section 5, "Plus business form"). Its groups mirror the
 * business record's businessInfo and businessDetails. Messages are the spec's where it gives
 * one (shared with the grant and prospect forms); the stage message is ours.
 */
import { z } from 'zod'

import {
  COMPANY_STAGE_VALUES,
  EMPLOYEE_RANGES,
  INDUSTRY_VALUES,
  US_STATE_CODES,
} from '@/lib/constants'
import {
  optionalPhoneSchema,
  optionalShortText,
  optionalWebsiteSchema,
  requiredShortText,
  zipcodeSchema,
} from '@/lib/validation'

export const UPGRADE_TO_PLUS_MESSAGES = {
  company: 'Please enter your business name',
  stage: 'Please select your company stage',
  industry: 'Please select your business industry',
  numberOfEmployees: 'Please select the number of employees',
  address1: 'Please enter your business street address',
  city: 'Please enter your city',
  state: 'Please enter your state',
} as const

export const businessInfoSchema = z.object({
  stage: z.enum(COMPANY_STAGE_VALUES, { error: UPGRADE_TO_PLUS_MESSAGES.stage }),
  industry: z.enum(INDUSTRY_VALUES, { error: UPGRADE_TO_PLUS_MESSAGES.industry }),
  numberOfEmployees: z.enum(EMPLOYEE_RANGES, {
    error: UPGRADE_TO_PLUS_MESSAGES.numberOfEmployees,
  }),
})
export type BusinessInfoValues = z.output<typeof businessInfoSchema>

export const businessDetailsSchema = z.object({
  domain: optionalWebsiteSchema,
  address1: requiredShortText(UPGRADE_TO_PLUS_MESSAGES.address1),
  address2: optionalShortText,
  city: requiredShortText(UPGRADE_TO_PLUS_MESSAGES.city),
  state: z.enum(US_STATE_CODES, { error: UPGRADE_TO_PLUS_MESSAGES.state }),
  zipcode: zipcodeSchema,
  phoneNumber: optionalPhoneSchema,
})
export type BusinessDetailsValues = z.output<typeof businessDetailsSchema>

export const upgradeToPlusSchema = z.object({
  company: requiredShortText(UPGRADE_TO_PLUS_MESSAGES.company),
  businessInfo: businessInfoSchema,
  businessDetails: businessDetailsSchema,
})
export type UpgradeToPlusInput = z.input<typeof upgradeToPlusSchema>
export type UpgradeToPlusValues = z.output<typeof upgradeToPlusSchema>
