import { render, screen } from '@testing-library/react'

import type { FeatureBlock as FeatureBlockData } from '@/payload-types'

import { loggedOutViewer, mediaDoc } from '../shared/test-fixtures'

import { FeatureBlock } from './Component'

const block: FeatureBlockData = {
  blockType: 'feature',
  id: 'features',
  headline: 'What membership includes',
  columns: '3',
  items: [
    { id: 'f1', icon: 'savings', headline: 'Member pricing', copy: 'Save on supplies, technology and shipping.' },
    { id: 'f2', icon: 'events', headline: 'Events', copy: 'Monthly workshops with other owners.' },
    { id: 'f3', media: mediaDoc({ altText: 'Grant winners holding a cheque' }), headline: '$5,000 grant' },
  ],
}

describe('FeatureBlock', () => {
  it('lists every feature with its headline and copy', () => {
    render(<FeatureBlock block={block} viewer={loggedOutViewer} isDashboard={false} isFirst={false} />)
    expect(screen.getAllByRole('listitem')).toHaveLength(3)
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Member pricing',
      'Events',
      '$5,000 grant',
    ])
    expect(screen.getByText('Monthly workshops with other owners.')).toBeInTheDocument()
  })

  it('shows the image in place of the icon when a feature has one', () => {
    const { container } = render(
      <FeatureBlock block={block} viewer={loggedOutViewer} isDashboard={false} isFirst={false} />,
    )
    expect(screen.getByRole('img', { name: 'Grant winners holding a cheque' })).toBeInTheDocument()
    // Icons are decorative.
    expect(container.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(2)
  })

  it('lays the grid out in the chosen number of columns on large screens', () => {
    const { container } = render(
      <FeatureBlock block={{ ...block, columns: '4' }} viewer={loggedOutViewer} isDashboard={false} isFirst={false} />,
    )
    expect(container.querySelector('ul')).toHaveClass('sm:grid-cols-2', 'lg:grid-cols-4')
  })
})
