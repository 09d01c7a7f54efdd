import { render, screen } from '@testing-library/react'

import type { BenefitsRequestBlock as BenefitsRequestData } from '@/payload-types'

import { loggedOutViewer, memberViewer } from '../shared/test-fixtures'

import { BenefitsRequestBlock } from './Component'

const block: BenefitsRequestData = {
  blockType: 'benefitsRequest',
  layerStyle: 'light',
  headline: 'Request benefits',
  subheadline: 'Pick the partners you want to hear from.',
  partners: ['Gusto', 'Canva'],
  pageSource: 'benefits',
}

describe('BenefitsRequestBlock', () => {
  it('shows a visitor the partners and the way to join or log in, not a form nobody could answer', () => {
    render(<BenefitsRequestBlock block={block} viewer={loggedOutViewer} isDashboard={false} isFirst={false} />)
    const region = screen.getByRole('region', { name: 'Request benefits' })
    expect(region).toHaveTextContent('Gusto')
    expect(region).toHaveTextContent('Canva')
    expect(screen.getByRole('link', { name: 'Join Collective' })).toHaveAttribute(
      'href',
      '/onboard/sign-up?pageSlug=/my-dashboard/member-benefits',
    )
    expect(screen.getByRole('link', { name: 'Log in to request' })).toHaveAttribute(
      'href',
      '/onboard/sign-in?returnTo=/my-dashboard/member-benefits',
    )
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull()
  })

  it('gives a member the request form', () => {
    render(<BenefitsRequestBlock block={block} viewer={memberViewer} isDashboard isFirst={false} />)
    expect(screen.queryByRole('link', { name: 'Log in to request' })).toBeNull()
  })
})
