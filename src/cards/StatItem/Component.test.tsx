import { render, screen } from '@testing-library/react'

import { asDoc } from '../../../tests/factories/doc'
import { buildStatItem } from '../../../tests/factories/stat-item'
import { StatItem } from './Component'

describe('StatItem', () => {
  it('shows the value and title of its figure', () => {
    const { container } = render(<StatItem doc={asDoc('stat-items', buildStatItem())} />)
    expect(screen.getByText('48,210')).toBeInTheDocument()
    expect(screen.getByText('Total members')).toBeInTheDocument()
    expect(container.querySelector('[data-card="stat"]')).toHaveAttribute('data-stat-id', 'total-members')
  })

  it('renders the other figures by their id', () => {
    const doc = asDoc(
      'stat-items',
      buildStatItem({ statId: 'reactions', title: 'Reactions this week', value: '9,304' }),
    )
    const { container } = render(<StatItem doc={doc} />)
    expect(container.querySelector('[data-card="stat"]')).toHaveAttribute('data-stat-id', 'reactions')
    expect(screen.getByText('9,304')).toBeInTheDocument()
  })
})
