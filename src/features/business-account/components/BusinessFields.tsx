import type { ReactNode } from 'react'
import type { FieldErrors, FieldPath, UseFormRegisterReturn } from 'react-hook-form'

import { SelectField, TextField } from '@/components/ui/form-controls'
import {
  COMPANY_STAGES,
  EMPLOYEE_RANGE_OPTIONS,
  INDUSTRIES,
  PHONE_INPUT_MAX_LENGTH,
  PHONE_PREFIX,
  US_STATES,
  ZIP_LENGTH,
} from '@/lib/constants'
import { withPhoneMask } from '@/lib/form-rules'

import type { UpgradeToPlusInput } from '../schemas'

export interface BusinessFieldsProps {
  errors: FieldErrors<UpgradeToPlusInput>
  /** The form's `register` (or a wrapper of it) for a field of the business. */
  field: (name: FieldPath<UpgradeToPlusInput>) => UseFormRegisterReturn
  /** Under the legends "Business info" and "Business details" (the Plus form), or one list (the profile). */
  isGrouped?: boolean
}

function Group({ legend, isGrouped, children }: { legend: string; isGrouped: boolean; children: ReactNode }) {
  if (!isGrouped) return children
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-3 text-lg font-bold text-brand-900">{legend}</legend>
      {children}
    </fieldset>
  )
}

/**
 * The business's fields, under the 'Upgrade to Plus' form's rules: the Plus form asks for them,
 * and a Plus member's profile edits them.
 */
export function BusinessFields({ errors, field, isGrouped = false }: BusinessFieldsProps) {
  return (
    <>
      <TextField
        label="Company name"
        autoComplete="organization"
        error={errors.company?.message}
        {...field('company')}
      />

      <Group legend="Business info" isGrouped={isGrouped}>
        <SelectField
          label="Company stage"
          placeholder="Select a stage"
          options={COMPANY_STAGES}
          error={errors.businessInfo?.stage?.message}
          {...field('businessInfo.stage')}
        />
        <SelectField
          label="Industry"
          placeholder="Select an industry"
          options={INDUSTRIES}
          error={errors.businessInfo?.industry?.message}
          {...field('businessInfo.industry')}
        />
        <SelectField
          label="Number of employees"
          placeholder="Select a range"
          options={EMPLOYEE_RANGE_OPTIONS}
          error={errors.businessInfo?.numberOfEmployees?.message}
          {...field('businessInfo.numberOfEmployees')}
        />
      </Group>

      <Group legend="Business details" isGrouped={isGrouped}>
        <TextField
          label="Website"
          type="url"
          inputMode="url"
          autoComplete="url"
          isOptional
          hint="For example, www.yourbusiness.com"
          error={errors.businessDetails?.domain?.message}
          {...field('businessDetails.domain')}
        />
        <TextField
          label="Street address"
          autoComplete="address-line1"
          error={errors.businessDetails?.address1?.message}
          {...field('businessDetails.address1')}
        />
        <TextField
          label="Suite, unit or floor"
          autoComplete="address-line2"
          isOptional
          error={errors.businessDetails?.address2?.message}
          {...field('businessDetails.address2')}
        />
        <TextField
          label="City"
          autoComplete="address-level2"
          error={errors.businessDetails?.city?.message}
          {...field('businessDetails.city')}
        />
        <div className="grid gap-x-4 sm:grid-cols-2">
          <SelectField
            label="State"
            placeholder="Select a state"
            options={US_STATES}
            autoComplete="address-level1"
            error={errors.businessDetails?.state?.message}
            {...field('businessDetails.state')}
          />
          <TextField
            label="ZIP code"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={ZIP_LENGTH}
            error={errors.businessDetails?.zipcode?.message}
            {...field('businessDetails.zipcode')}
          />
        </div>
        <TextField
          label="Business phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={PHONE_INPUT_MAX_LENGTH}
          leading={PHONE_PREFIX}
          isOptional
          hint="US number, for example 555-123-4567"
          error={errors.businessDetails?.phoneNumber?.message}
          {...withPhoneMask(field('businessDetails.phoneNumber'))}
        />
      </Group>
    </>
  )
}
