import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { BusinessFields } from './BusinessFields'

/** What `register` hands a field, without a form behind it. */
const field = (name: string) => ({ name, onChange: async () => {}, onBlur: async () => {}, ref: () => {} })

const LABELS = [
  'Company name',
  'Company stage',
  'Industry',
  'Number of employees',
  'Website (optional)',
  'Street address',
  'Suite, unit or floor (optional)',
  'City',
  'State',
  'ZIP code',
  'Business phone (optional)',
]

describe('BusinessFields', () => {
  it('asks for every field of the business, with its hints, named for the form', () => {
    render(<BusinessFields errors={{}} field={field} />)
    for (const label of LABELS) expect(screen.getByLabelText(label)).toBeInTheDocument()
    expect(screen.getByLabelText('ZIP code')).toHaveAttribute('name', 'businessDetails.zipcode')
    expect(screen.getByLabelText('Website (optional)')).toHaveAccessibleDescription('For example, www.yourbusiness.com')
    expect(screen.getByLabelText('Business phone (optional)')).toHaveAccessibleDescription(
      'US number, for example 555-123-4567',
    )
    expect(screen.queryByRole('group')).not.toBeInTheDocument()
  })

  it('groups them under "Business info" and "Business details" when asked', () => {
    render(<BusinessFields errors={{}} field={field} isGrouped />)
    const info = screen.getByRole('group', { name: 'Business info' })
    expect(within(info).getByLabelText('Industry')).toBeInTheDocument()
    const details = screen.getByRole('group', { name: 'Business details' })
    expect(within(details).getByLabelText('City')).toBeInTheDocument()
    expect(within(details).queryByLabelText('Company name')).not.toBeInTheDocument()
  })

  it('shows each field’s message on its field', () => {
    render(
      <BusinessFields
        errors={{
          company: { type: 'too_small', message: 'Please enter your business name' },
          businessDetails: { zipcode: { type: 'custom', message: 'Please enter a valid ZIP Code' } },
        }}
        field={field}
      />,
    )
    expect(screen.getByLabelText('Company name')).toHaveAccessibleDescription('Please enter your business name')
    expect(screen.getByLabelText('ZIP code')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('City')).not.toHaveAttribute('aria-invalid')
  })
})
