import { render, screen } from '@testing-library/react'

import type { AppState } from '@/features/app-state/app-state'
import { setBusinessState } from '@/features/app-state/business-state'
import { AppStateContext } from '@/features/app-state/components/app-state-context'

import { loadingViewer, memberViewer } from '../shared/test-fixtures'
import { LiveGreeting } from './LiveGreeting.client'

/** The greeting in a heading, on a page with the portal's live state when `live` is given. */
function renderGreeting(live?: AppState) {
  const heading = (
    <h1>
      <LiveGreeting greeting="Good to see you" initial="Good to see you, Dana" />
    </h1>
  )
  if (!live) return render(heading)
  const value = { appState: live, businessState: setBusinessState(null), signOut: async () => {}, savingsRevision: 0 }
  return render(<AppStateContext value={value}>{heading}</AppStateContext>)
}

describe('LiveGreeting', () => {
  it('shows what the server rendered where the page has no live app state', () => {
    renderGreeting()
    expect(screen.getByRole('heading')).toHaveTextContent(/^Good to see you, Dana$/)
  })

  it('follows the live app state: a name changed elsewhere shows without a reload', () => {
    renderGreeting({ ...memberViewer, memberData: { ...memberViewer.memberData, firstName: 'Renata' } })
    expect(screen.getByRole('heading')).toHaveTextContent(/^Good to see you, Renata$/)
  })

  it('keeps the server’s text while the live state is still loading', () => {
    renderGreeting(loadingViewer)
    expect(screen.getByRole('heading')).toHaveTextContent(/^Good to see you, Dana$/)
  })
})
