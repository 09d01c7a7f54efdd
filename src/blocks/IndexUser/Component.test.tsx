import { render, screen } from '@testing-library/react'

import type { IndexUserBlock as IndexUserBlockData } from '@/payload-types'

import { loadingViewer, loggedOutViewer, memberViewer, namelessMemberViewer } from '../shared/test-fixtures'

import { IndexUserBlock, indexUserGreeting } from './Component'

const block = (overrides: Partial<IndexUserBlockData> = {}): IndexUserBlockData => ({
  blockType: 'indexUser',
  id: 'index-user',
  greeting: 'Hello',
  subheadline: 'Here is what is new for members this week.',
  ...overrides,
})

describe('indexUserGreeting', () => {
  it('greets the viewer by first name', () => {
    expect(indexUserGreeting('Hello', memberViewer)).toBe('Hello, Dana')
  })

  it("falls back to 'Guest' without a first name, and to 'Hello' without a greeting", () => {
    expect(indexUserGreeting('Hello', namelessMemberViewer)).toBe('Hello, Guest')
    expect(indexUserGreeting('Hello', loggedOutViewer)).toBe('Hello, Guest')
    expect(indexUserGreeting(' ', memberViewer)).toBe('Hello, Dana')
  })
})

describe('IndexUserBlock', () => {
  it('shows the greeting as the page h1 when first, with its subheadline', () => {
    render(<IndexUserBlock block={block()} viewer={loggedOutViewer} isDashboard={false} isFirst />)
    expect(screen.getByRole('heading', { level: 1, name: 'Hello, Guest' })).toBeInTheDocument()
    expect(screen.getByText('Here is what is new for members this week.')).toBeInTheDocument()
  })

  it('shows a placeholder instead of a name while the session loads', () => {
    render(<IndexUserBlock block={block()} viewer={loadingViewer} isDashboard={false} isFirst={false} />)
    expect(screen.queryByRole('heading')).not.toBeInTheDocument()
  })
})
