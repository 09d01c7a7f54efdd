import { render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { CheckboxField, SelectField, SubmitButton, TextField, TextareaField } from './form-controls'

describe('SubmitButton', () => {
  it('is disabled in the server’s HTML, so the browser cannot send the form before it hydrates', () => {
    const html = renderToString(<SubmitButton isBusy={false}>Log In</SubmitButton>)
    expect(html).toMatch(/<button type="submit" disabled=""/)
  })

  it('is enabled once rendered in the browser, and disabled while busy or when told', () => {
    const { rerender } = render(<SubmitButton isBusy={false}>Log In</SubmitButton>)
    const button = screen.getByRole('button', { name: 'Log In' })
    expect(button).toBeEnabled()
    expect(button).toHaveAttribute('aria-busy', 'false')
    rerender(<SubmitButton isBusy>Log In</SubmitButton>)
    expect(button).toBeDisabled()
    expect(button).toHaveAttribute('aria-busy', 'true')
    rerender(
      <SubmitButton isBusy={false} disabled>
        Log In
      </SubmitButton>,
    )
    expect(button).toBeDisabled()
  })
})

describe('the text, textarea and select fields', () => {
  const options = [
    { value: 'OH', label: 'Ohio' },
    { value: 'PA', label: 'Pennsylvania' },
  ]

  it.each([
    ['text', () => <TextField label="City" hint="Where the business is" isOptional />],
    ['textarea', () => <TextareaField label="City" hint="Where the business is" isOptional />],
    [
      'select',
      () => <SelectField label="City" hint="Where the business is" isOptional options={options} placeholder="Choose" />,
    ],
  ])('%s: labelled, marked optional, described by its hint, valid without an error', (_kind, field) => {
    render(field())
    const control = screen.getByLabelText(/^City/)
    expect(screen.getByText('(optional)')).toBeInTheDocument()
    expect(control).toHaveAccessibleDescription('Where the business is')
    expect(control).not.toHaveAttribute('aria-invalid')
    // The empty error line keeps its place.
    expect(document.getElementById(`${control.id}-error`)).toBeEmptyDOMElement()
  })

  it.each([
    ['text', () => <TextField label="ZIP code" error="Please enter a valid ZIP Code" describedBy="zip-help" />],
    ['textarea', () => <TextareaField label="ZIP code" error="Please enter a valid ZIP Code" describedBy="zip-help" />],
    [
      'select',
      () => (
        <SelectField
          label="ZIP code"
          error="Please enter a valid ZIP Code"
          describedBy="zip-help"
          options={options}
          placeholder="Choose"
        />
      ),
    ],
  ])('%s: invalid with its message, described by the ids given and the message', (_kind, field) => {
    render(
      <>
        <p id="zip-help">Five digits</p>
        {field()}
      </>,
    )
    const control = screen.getByLabelText('ZIP code')
    expect(control).toHaveAttribute('aria-invalid', 'true')
    expect(control).toHaveAttribute('aria-describedby', `zip-help ${control.id}-error`)
    expect(control).toHaveAccessibleDescription('Five digits Please enter a valid ZIP Code')
  })

  it('keeps an id it is given, and a text field marked invalid by a checklist has no error line', () => {
    render(<TextField id="password" label="Password" isInvalid describedBy="rules" />)
    const control = screen.getByLabelText('Password')
    expect(control).toHaveAttribute('id', 'password')
    expect(control).toHaveAttribute('aria-invalid', 'true')
    expect(control).toHaveAttribute('aria-describedby', 'rules')
    expect(document.getElementById('password-error')).toBeNull()
  })
})

describe('CheckboxField', () => {
  it('is labelled, and invalid and described by its message while it has one', () => {
    const { rerender } = render(<CheckboxField label="I agree to the terms" describedBy="terms-note" />)
    const box = screen.getByRole('checkbox', { name: 'I agree to the terms' })
    expect(box).not.toHaveAttribute('aria-invalid')
    expect(box).toHaveAttribute('aria-describedby', 'terms-note')
    rerender(<CheckboxField label="I agree to the terms" describedBy="terms-note" error="Please accept the terms" />)
    expect(box).toHaveAttribute('aria-invalid', 'true')
    expect(box).toHaveAttribute('aria-describedby', `terms-note ${box.id}-error`)
    expect(document.getElementById(`${box.id}-error`)).toHaveTextContent('Please accept the terms')
  })
})
