import { render, screen, within } from '@testing-library/react'

import type { ChecklistBlock as ChecklistBlockData } from '@/payload-types'

import { loggedOutViewer } from '../shared/test-fixtures'

import { ChecklistBlock } from './Component'

const block: ChecklistBlockData = {
  blockType: 'checklist',
  id: 'checklist',
  headline: 'Who can apply for the grant',
  columns: '2',
  items: [
    { id: 'a', text: 'A US small business', detail: 'Registered in any of the 50 states or DC.' },
    { id: 'b', text: 'Fewer than 100 employees' },
    { id: 'c', text: 'A Collective member' },
  ],
}

describe('ChecklistBlock', () => {
  it('lists each point with a decorative check', () => {
    render(<ChecklistBlock block={block} viewer={loggedOutViewer} isDashboard={false} isFirst />)
    expect(screen.getByRole('heading', { level: 1, name: 'Who can apply for the grant' })).toBeInTheDocument()
    const items = screen.getAllByRole('listitem')
    expect(items).toHaveLength(3)
    expect(within(items[0]).getByText('Registered in any of the 50 states or DC.')).toBeInTheDocument()
    for (const item of items) expect(item.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
  })

  it('uses two columns from 768px when asked', () => {
    render(<ChecklistBlock block={block} viewer={loggedOutViewer} isDashboard={false} isFirst={false} />)
    expect(screen.getByRole('list')).toHaveClass('md:grid-cols-2')
  })
})
