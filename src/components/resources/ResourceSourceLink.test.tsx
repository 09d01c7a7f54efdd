import { render, screen } from '@testing-library/react'

import { NavAnchor } from '@/components/layout/NavAnchor'

import { ResourceSourceLink, sourceLink } from './ResourceSourceLink'

describe('a resource’s source link', () => {
  it('opens a page of this site in the same tab, named without a new-tab note', () => {
    render(
      <ResourceSourceLink
        href="/resources/reads/a-cybersecurity-routine-for-teams-under-25"
        label="Read the checklist"
        title="Cybersecurity checklist for small teams"
        className=""
      />,
    )
    const link = screen.getByRole('link', { name: 'Read the checklist – Cybersecurity checklist for small teams' })
    expect(link).toHaveAttribute('href', '/resources/reads/a-cybersecurity-routine-for-teams-under-25')
    expect(link).not.toHaveAttribute('target')
  })

  it('opens another site in a new tab and says so', () => {
    render(
      <ResourceSourceLink
        href="https://www.sba.gov/business-guide"
        label="Open on SBA.gov"
        title="Hiring and onboarding checklist"
        className=""
      />,
    )
    const link = screen.getByRole('link', {
      name: 'Open on SBA.gov – Hiring and onboarding checklist (opens in a new tab)',
    })
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('credits the source the same way', () => {
    render(
      <>
        <NavAnchor link={sourceLink('EA Collective', '/community/grant-competition')} />
        <NavAnchor link={sourceLink('U.S. Small Business Administration', 'https://www.sba.gov/')} />
      </>,
    )
    expect(screen.getByRole('link', { name: 'EA Collective' })).not.toHaveAttribute('target')
    expect(
      screen.getByRole('link', { name: 'U.S. Small Business Administration (opens in a new tab)' }),
    ).toHaveAttribute('target', '_blank')
  })
})
