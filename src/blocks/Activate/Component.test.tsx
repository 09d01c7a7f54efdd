import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import type { BuilderField, BuilderFormDefinition } from '@/features/forms/builder'
import { TRACK_EVENT, type TrackDetail } from '@/lib/tracking-events'
import { odpAccountIssueForm } from '@/seed/content/forms'

import { ActivateForm } from './Component.client'

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn() }) }))

const tracked: TrackDetail[] = []
const onTrack = (event: Event) => tracked.push((event as CustomEvent<TrackDetail>).detail)
beforeEach(() => {
  tracked.length = 0
  window.addEventListener(TRACK_EVENT, onTrack)
})
afterEach(() => window.removeEventListener(TRACK_EVENT, onTrack))

const definition = (overrides: Partial<BuilderFormDefinition> = {}): BuilderFormDefinition => ({
  ...odpAccountIssueForm,
  fields: odpAccountIssueForm.fields as BuilderField[],
  ...overrides,
})

describe('ActivateForm', () => {
  it("shows a button with the form's activate label that sends '{formType}_ACTIVATE' and opens the form", async () => {
    const user = userEvent.setup()
    render(<ActivateForm definition={definition()} contactUrl="https://help.example.com" />)
    const button = screen.getByRole('button', { name: 'Report a problem with my account' })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument()
    await user.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(tracked).toEqual([
      expect.objectContaining({
        eventType: 'ODP_ERROR_ACTIVATE',
        elementId: 'odp-account-issue',
        label: 'Report a problem with my account',
      }),
    ])
    // The form's code loads on demand (next/dynamic), so it appears once its chunk has arrived.
    expect(await screen.findByLabelText('Email', {}, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Send report' })).toBeDisabled()
  })

  it('sends ODP_ERROR_ACTIVATE when the form names no type', async () => {
    const user = userEvent.setup()
    render(
      <ActivateForm
        definition={definition({ formType: ' ', formActivateLabel: 'Tell us what went wrong' })}
        contactUrl="https://help.example.com"
      />,
    )
    await user.click(screen.getByRole('button', { name: 'Tell us what went wrong' }))
    expect(tracked.map((event) => event.eventType)).toEqual(['ODP_ERROR_ACTIVATE'])
  })
})
