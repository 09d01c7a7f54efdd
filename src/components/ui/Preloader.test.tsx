import { render, screen } from '@testing-library/react'

import { Preloader } from './Preloader'

describe('Preloader', () => {
  it('covers the screen and announces that the page is loading', () => {
    render(<Preloader />)
    const overlay = screen.getByRole('status')
    expect(overlay).toHaveAttribute('aria-busy', 'true')
    expect(overlay).toHaveTextContent('Loading…')
    expect(overlay).toHaveClass('fixed', 'inset-0')
  })

  it('shows the logo with the product name', () => {
    render(<Preloader productName="EA Collective" />)
    expect(screen.getByRole('status')).toHaveTextContent('EA')
    expect(screen.getByRole('status')).toHaveTextContent('Collective')
  })

  it('keeps the spinner away from assistive technology and still under reduced motion', () => {
    const { container } = render(<Preloader />)
    const spinner = container.querySelector('.animate-spin')!
    expect(spinner).toHaveAttribute('aria-hidden', 'true')
    expect(spinner).toHaveClass('motion-reduce:animate-none')
  })
})
