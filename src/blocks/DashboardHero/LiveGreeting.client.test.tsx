import { render, screen } from '@testing-library/react'

import type { AppState } from '@/features/app-state/app-state'

import { loadingViewer, memberViewer } from '../shared/test-fixtures'
import { LiveGreeting } from './LiveGreeting.client'

let live: AppState | null = null
vi.mock('@/features/app-state/components/app-state-context', () => ({ useOptionalAppState: () => live }))

function renderGreeting() {
  return render(
    <h1>
      <LiveGreeting greeting="Good to see you" initial="Good to see you, Dana" />
    </h1>,
  )
}

describe('LiveGreeting', () => {
  afterEach(() => {
    live = null
  })

  it('shows what the server rendered where the page has no live app state', () => {
    renderGreeting()
    expect(screen.getByRole('heading')).toHaveTextContent(/^Good to see you, Dana$/)
  })

  it('follows the live app state: a name changed elsewhere shows without a reload', () => {
    live = { ...memberViewer, memberData: { ...memberViewer.memberData, firstName: 'Renata' } }
    renderGreeting()
    expect(screen.getByRole('heading')).toHaveTextContent(/^Good to see you, Renata$/)
  })

  it('keeps the server’s text while the live state is still loading', () => {
    live = loadingViewer
    renderGreeting()
    expect(screen.getByRole('heading')).toHaveTextContent(/^Good to see you, Dana$/)
  })
})
