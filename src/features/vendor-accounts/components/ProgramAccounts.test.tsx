import { render, screen } from '@testing-library/react'

import { type BusinessState, setBusinessState } from '@/features/app-state/business-state'
import type { AppState } from '@/features/app-state/app-state'
import { AppStateContext } from '@/features/app-state/components/app-state-context'

import { buildViewer } from '../../../../tests/factories/viewer'
import { ProgramAccounts } from './ProgramAccounts.client'
import { ProgramActions } from './ProgramActions.client'

const business: BusinessState = setBusinessState({ id: 'ba_brightside_204', vendorAccounts: [] } as never)

function renderFor(appState: AppState) {
  return render(
    <AppStateContext.Provider value={{ appState, businessState: business, signOut: async () => {}, savingsRevision: 0 }}>
      <ProgramActions program="dell" initialAccess={null} />
      <ProgramAccounts program="dell" confirmPath="/dashboard/vendors/dell/confirm" />
    </AppStateContext.Provider>,
  )
}

describe('a Plus business’s accounts by role', () => {
  it('offers its owner the form to link an account', async () => {
    renderFor(buildViewer('PLUS'))
    expect(screen.getByText('Link an account below to open the program’s member prices and actions.')).toBeInTheDocument()
    expect(screen.queryByText(/Only the owner or an admin/)).toBeNull()
  })

  it('tells a teammate who may link, instead of a form the server would refuse', () => {
    const teammate = { ...buildViewer('PLUS'), businessAccountRole: 'MEMBER' } as AppState
    renderFor(teammate)
    expect(
      screen.getByText(
        'Only the owner or an admin of the business account can link its vendor accounts. Ask them to link the accounts your business buys with.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByText(/once your business’s owner or an admin links an account/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Link account' })).toBeNull()
  })

  it('tells a member without a business that Plus comes first, without promising a form below', () => {
    renderFor(buildViewer('MEMBER'))
    expect(screen.getByText(/Vendor accounts belong to a business account/)).toBeInTheDocument()
    expect(screen.getByText(/once your business is on Plus/)).toBeInTheDocument()
    expect(screen.queryByText(/Link an account below/)).toBeNull()
  })
})
