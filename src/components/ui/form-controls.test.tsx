import { render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { SubmitButton } from './form-controls'

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
