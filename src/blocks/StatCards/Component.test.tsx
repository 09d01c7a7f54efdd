import { render, screen, within } from '@testing-library/react'

import type { StatCardsBlock as StatCardsBlockData } from '@/payload-types'

import { loadingViewer, memberViewer } from '../shared/test-fixtures'

import { StatCardsBlock } from './Component'
import { STAT_IDS } from './stats'

const block: StatCardsBlockData = {
  blockType: 'statCards',
  id: 'stats',
  headline: 'The community this week',
  stats: [
    { id: 's1', statId: 'total-members', title: 'Total members', value: '41,280' },
    { id: 's2', statId: 'new-members', title: 'New members', value: '312' },
    { id: 's3', statId: 'messages', title: 'Messages', value: '5.4K' },
  ],
}

describe('StatCardsBlock', () => {
  it('lists each stat with its title and value', () => {
    const { container } = render(<StatCardsBlock block={block} viewer={memberViewer} isDashboard isFirst={false} />)
    const list = container.querySelector('dl')!
    expect(within(list).getByText('Total members').nextElementSibling).toHaveTextContent('41,280')
    expect(within(list).getByText('New members').nextElementSibling).toHaveTextContent('312')
    expect(container.querySelector('[data-stat="messages"]')).toHaveTextContent('5.4K')
  })

  it('shows a loading placeholder while the session loads', () => {
    const { container } = render(<StatCardsBlock block={block} viewer={loadingViewer} isDashboard isFirst={false} />)
    expect(screen.getByRole('status')).toHaveTextContent('Loading…')
    expect(container.querySelector('dl')).toBeNull()
    expect(screen.queryByText('41,280')).toBeNull()
  })

  it('offers the six stat ids of the spec', () => {
    expect(STAT_IDS.map((stat) => stat.value)).toEqual([
      'sparks',
      'messages',
      'new-members',
      'total-members',
      'gifs',
      'reactions',
    ])
  })
})
