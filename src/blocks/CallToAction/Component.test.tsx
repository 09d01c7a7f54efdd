import { render, screen } from '@testing-library/react'

import { richText } from '@/lib/lexical'
import type { CallToActionBlock as CallToActionData } from '@/payload-types'
import { seedButton } from '@/seed/buttons'

import { loggedOutViewer, memberViewer } from '../shared/test-fixtures'

import { CallToActionBlock } from './Component'

const cta = (overrides: Partial<CallToActionData> = {}): CallToActionData => ({
  blockType: 'callToAction',
  headline: 'Apply for the $5,000 technology grant',
  richText: richText('Every quarter we award $5,000 toward new technology to a small business.'),
  layerStyle: 'dark',
  buttons: [
    seedButton('Apply now', '/community/grant-competition', { icon: 'arrowForward' }),
    seedButton('Read the rules', 'https://help.example.com/grant-rules', {
      kind: 'externalLink',
      variant: 'outline',
      hideButtonIf: ['MEMBER'],
    }),
  ],
  ...overrides,
})

describe('CallToActionBlock', () => {
  it('renders the headline, copy and buttons', () => {
    render(<CallToActionBlock block={cta()} viewer={loggedOutViewer} isDashboard={false} isFirst={false} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Apply for the $5,000 technology grant' })).toBeInTheDocument()
    expect(screen.getByText(/toward new technology/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Apply now' })).toHaveAttribute('href', '/community/grant-competition')
  })

  it('opens external buttons in a new tab and says so to screen readers', () => {
    render(<CallToActionBlock block={cta()} viewer={loggedOutViewer} isDashboard={false} isFirst={false} />)
    const external = screen.getByRole('link', { name: /Read the rules/ })
    expect(external).toHaveAttribute('target', '_blank')
    expect(external).toHaveAttribute('rel', 'noopener noreferrer')
    expect(external).toHaveTextContent('(opens in a new tab)')
  })

  it('hides a button for the user types named in hideButtonIf', () => {
    render(<CallToActionBlock block={cta()} viewer={memberViewer} isDashboard={false} isFirst={false} />)
    expect(screen.queryByRole('link', { name: /Read the rules/ })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Apply now' })).toBeInTheDocument()
  })

  it('is not shown to a visitor from whom every button is hidden', () => {
    const join = cta({
      headline: 'Not a member yet?',
      buttons: [seedButton('Join Collective for free', '/onboard/sign-up', { hideButtonIf: ['MEMBER', 'PLUS'] })],
    })
    const { container } = render(<CallToActionBlock block={join} viewer={memberViewer} isDashboard={false} isFirst={false} />)
    expect(container).toBeEmptyDOMElement()
    render(<CallToActionBlock block={join} viewer={loggedOutViewer} isDashboard={false} isFirst={false} />)
    expect(screen.getByRole('heading', { name: 'Not a member yet?' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Join Collective for free/ })).toHaveAttribute('href', '/onboard/sign-up')
  })

  it('keeps a call to action without buttons', () => {
    render(<CallToActionBlock block={cta({ buttons: [] })} viewer={memberViewer} isDashboard={false} isFirst={false} />)
    expect(screen.getByRole('heading', { name: 'Apply for the $5,000 technology grant' })).toBeInTheDocument()
  })

  it('spans the full width on a dashboard page', () => {
    const { container } = render(<CallToActionBlock block={cta()} viewer={memberViewer} isDashboard isFirst={false} />)
    expect(container.querySelector('.container-content')).toBeNull()
  })
})
