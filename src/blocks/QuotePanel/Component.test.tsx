import { render, screen } from '@testing-library/react'

import type { QuotePanelBlock as QuotePanelBlockData } from '@/payload-types'

import { loggedOutViewer, mediaDoc } from '../shared/test-fixtures'

import { attributionLine, QuotePanelBlock } from './Component'

const block = (overrides: Partial<QuotePanelBlockData> = {}): QuotePanelBlockData => ({
  blockType: 'quotePanel',
  id: 'quote',
  quote: 'We cut our office supply bill by a third in the first year without changing how we order.',
  name: 'Maria Alvarez',
  title: 'Owner',
  company: 'Alvarez Family Bakery',
  photo: mediaDoc({ altText: 'Maria Alvarez in her bakery' }),
  ...overrides,
})

describe('attributionLine', () => {
  it('joins job title and company, leaving out what is empty', () => {
    expect(attributionLine('Owner', 'Alvarez Family Bakery')).toBe('Owner, Alvarez Family Bakery')
    expect(attributionLine(null, 'Alvarez Family Bakery')).toBe('Alvarez Family Bakery')
    expect(attributionLine('Owner', '  ')).toBe('Owner')
    expect(attributionLine(null, null)).toBe('')
  })
})

describe('QuotePanelBlock', () => {
  it('shows the quote with the name, job title, company and photo', () => {
    const { container } = render(
      <QuotePanelBlock block={block()} viewer={loggedOutViewer} isDashboard={false} isFirst={false} />,
    )
    expect(container.querySelector('blockquote')).toHaveTextContent(/cut our office supply bill/)
    const caption = container.querySelector('figcaption')!
    expect(caption).toHaveTextContent('Maria Alvarez')
    expect(caption).toHaveTextContent('Owner, Alvarez Family Bakery')
    expect(screen.getByRole('img', { name: 'Maria Alvarez in her bakery' })).toBeInTheDocument()
  })

  it('renders an optional headline at the right level', () => {
    render(
      <QuotePanelBlock
        block={block({ headline: 'What members say' })}
        viewer={loggedOutViewer}
        isDashboard={false}
        isFirst
      />,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'What members say' })).toBeInTheDocument()
  })
})
