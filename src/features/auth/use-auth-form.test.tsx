import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { z } from 'zod'

import { FormAlert } from '@/components/ui/form-controls'

import { lazyAuthSchema, useAuthForm } from './use-auth-form'

// Focusing an auth form starts the auth client's download too.
const preloadAuthClient = vi.hoisted(() => vi.fn())
vi.mock('./load-client', () => ({ preloadAuthClient, loadAuthClient: vi.fn() }))

const emailSchema = z.object({ email: z.email('Please enter a valid email address') })

type EmailSchema = ReturnType<typeof lazyAuthSchema<z.input<typeof emailSchema>, z.output<typeof emailSchema>>>

/** A form as the auth forms are written: its schema made once, outside the component. */
function EmailForm({ schema, onSend }: { schema: EmailSchema; onSend: (email: string) => void }) {
  const {
    register,
    formState: { errors },
    alertRef,
    failure,
    formProps,
  } = useAuthForm(schema, { email: '' })
  return (
    <>
      <FormAlert ref={alertRef}>{failure}</FormAlert>
      <form {...formProps(({ email }) => onSend(email))} aria-label="Email form">
        <label>
          Email
          <input {...register('email')} />
        </label>
        <p>{errors.email?.message}</p>
        <button type="submit">Send</button>
      </form>
    </>
  )
}

beforeEach(() => vi.clearAllMocks())

describe('useAuthForm', () => {
  it('fetches the schema when the form is first focused, and validates as the member types', async () => {
    const load = vi.fn(async () => emailSchema)
    const onSend = vi.fn()
    const user = userEvent.setup()
    render(<EmailForm schema={lazyAuthSchema(load)} onSend={onSend} />)
    expect(load).not.toHaveBeenCalled()

    await user.click(screen.getByLabelText('Email'))
    expect(preloadAuthClient).toHaveBeenCalled()
    expect(load).toHaveBeenCalledTimes(1)

    await user.type(screen.getByLabelText('Email'), 'dana')
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Email'), '@brightsidebakery.com')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(onSend).toHaveBeenCalledWith('dana@brightsidebakery.com'))
    expect(load).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('form', { name: 'Email form' })).toHaveAttribute('novalidate')
  })

  it('says the server could not be reached when the schema cannot be fetched, and fetches it again next time', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(emailSchema)
    const onSend = vi.fn()
    const user = userEvent.setup()
    render(<EmailForm schema={lazyAuthSchema(load)} onSend={onSend} />)

    await user.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'We couldn’t reach the server. Check your connection and try again.',
      ),
    )
    expect(screen.getByRole('alert')).toHaveFocus()
    expect(onSend).not.toHaveBeenCalled()

    await user.type(screen.getByLabelText('Email'), 'dana@brightsidebakery.com')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(onSend).toHaveBeenCalledWith('dana@brightsidebakery.com'))
  })
})
