import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { buttonClasses } from '@/components/ui/button-classes'
import { preloadToasts } from '@/components/ui/toast.client'
import type { ShareCardBlock as ShareCardBlockData } from '@/payload-types'

import { loggedOutViewer } from '../shared/test-fixtures'

import { ShareCardBlock } from './Component'
import { isShareCancel } from './messages'

const block = (overrides: Partial<ShareCardBlockData> = {}): ShareCardBlockData => ({
  blockType: 'shareCard',
  id: 'share-1',
  headline: 'Know a business owner who should join?',
  subheadline: 'Membership is free. Send them this page.',
  ...overrides,
})

function renderCard(overrides: Partial<ShareCardBlockData> = {}) {
  return render(
    <ShareCardBlock block={block(overrides)} viewer={loggedOutViewer} isDashboard={false} isFirst={false} />,
  )
}

const notifications = () => screen.getByRole('status', { name: 'Notifications' })

function setShare(share: ((data: ShareData) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'share', { configurable: true, writable: true, value: share })
}

// The toasts' markup is fetched on demand (src/components/ui/toast.client.test.tsx covers that);
// here it is loaded first, so the toasts' and labels' timings are measured from the click.
beforeAll(() => preloadToasts())

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
})

afterEach(() => {
  vi.useRealTimers()
  setShare(undefined)
})

const setupUser = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime })

describe('ShareCardBlock: Copy Link', () => {
  it("copies the page address, shows 'Copied!' for 2 s and a 'Link Copied!' toast for 3 s", async () => {
    const user = setupUser()
    renderCard()

    await user.click(screen.getByRole('button', { name: 'Copy Link' }))
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeInTheDocument()
    await expect(navigator.clipboard.readText()).resolves.toBe(window.location.href)
    expect(notifications()).toHaveTextContent('Link Copied!')
    expect(notifications().querySelector('[data-tone="success"]')).not.toBeNull()

    act(() => vi.advanceTimersByTime(1900))
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument()

    act(() => vi.advanceTimersByTime(100))
    expect(screen.getByRole('button', { name: 'Copy Link' })).toBeInTheDocument()
    expect(notifications()).toHaveTextContent('Link Copied!')

    act(() => vi.advanceTimersByTime(1000))
    expect(notifications()).not.toHaveTextContent('Link Copied!')
  })

  it('copies the configured address as an absolute URL', async () => {
    const user = setupUser()
    renderCard({ shareUrl: '/community/grant-competition' })
    await user.click(screen.getByRole('button', { name: 'Copy Link' }))
    await expect(navigator.clipboard.readText()).resolves.toBe(
      new URL('/community/grant-competition', window.location.href).toString(),
    )
  })

  it('restarts the 2 s feedback when copied again', async () => {
    const user = setupUser()
    renderCard()
    await user.click(screen.getByRole('button', { name: 'Copy Link' }))
    await screen.findByRole('button', { name: 'Copied!' })
    act(() => vi.advanceTimersByTime(1500))
    await user.click(screen.getByRole('button', { name: 'Copied!' }))
    await within(notifications())
      .findAllByText('Link Copied!')
      .then((toasts) => expect(toasts).toHaveLength(2))
    act(() => vi.advanceTimersByTime(1500))
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(500))
    expect(screen.getByRole('button', { name: 'Copy Link' })).toBeInTheDocument()
  })

  it('says so when the clipboard refuses', async () => {
    const user = setupUser()
    renderCard()
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new DOMException('Denied', 'NotAllowedError'))
    await user.click(screen.getByRole('button', { name: 'Copy Link' }))
    expect(await within(notifications()).findByText('Copy Failed')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Copy Link' })).toBeInTheDocument()
  })
})

describe('ShareCardBlock: Share', () => {
  it('opens the native share dialog with the page title and address', async () => {
    const user = setupUser()
    const share = vi.fn().mockResolvedValue(undefined)
    setShare(share)
    document.title = 'Grant competition | EA Collective'
    renderCard({ shareText: 'Apply for a $5,000 technology grant.' })

    await user.click(screen.getByRole('button', { name: 'Share' }))
    expect(share).toHaveBeenCalledWith({
      title: 'Grant competition | EA Collective',
      text: 'Apply for a $5,000 technology grant.',
      url: window.location.href,
    })
    await act(async () => {
      await share.mock.results[0].value
    })
    expect(notifications()).toBeEmptyDOMElement()
  })

  it("shares the page's own title and description when the card names none", async () => {
    const user = setupUser()
    const share = vi.fn().mockResolvedValue(undefined)
    setShare(share)
    document.title = 'About us | EA Collective'
    const description = document.createElement('meta')
    description.name = 'description'
    description.content = 'Free membership for small businesses: vendor savings, grants and events.'
    document.head.append(description)
    try {
      renderCard()
      await user.click(screen.getByRole('button', { name: 'Share' }))
      expect(share).toHaveBeenCalledWith({
        title: 'About us | EA Collective',
        text: 'Free membership for small businesses: vendor savings, grants and events.',
        url: window.location.href,
      })
    } finally {
      description.remove()
    }
  })

  it("shows 'Sharing Failed' for 5 s when the dialog cannot open", async () => {
    const user = setupUser()
    setShare(vi.fn().mockRejectedValue(new DOMException('Not allowed', 'NotAllowedError')))
    renderCard()

    await user.click(screen.getByRole('button', { name: 'Share' }))
    expect(await within(notifications()).findByText('Sharing Failed')).toBeInTheDocument()
    expect(notifications()).toHaveTextContent('Could not open the share dialog.')
    expect(notifications().querySelector('[data-tone="error"]')).not.toBeNull()

    act(() => vi.advanceTimersByTime(4900))
    expect(notifications()).toHaveTextContent('Sharing Failed')
    act(() => vi.advanceTimersByTime(100))
    expect(notifications()).toBeEmptyDOMElement()
  })

  it('stays silent when the visitor cancels the dialog', async () => {
    const user = setupUser()
    const share = vi.fn().mockRejectedValue(new DOMException('Share canceled', 'AbortError'))
    setShare(share)
    renderCard()

    await user.click(screen.getByRole('button', { name: 'Share' }))
    expect(share).toHaveBeenCalledTimes(1)
    await act(async () => {
      await share.mock.results[0].value.catch(() => {})
    })
    expect(notifications()).toBeEmptyDOMElement()
  })

  it("shows 'Share Not Supported' for 5 s where the browser has no native sharing", async () => {
    const user = setupUser()
    setShare(undefined)
    renderCard()

    await user.click(screen.getByRole('button', { name: 'Share' }))
    expect(await within(notifications()).findByText('Share Not Supported')).toBeInTheDocument()
    expect(notifications()).toHaveTextContent('Native sharing is not available on this browser.')
    expect(notifications().querySelector('[data-tone="warning"]')).not.toBeNull()

    act(() => vi.advanceTimersByTime(4900))
    expect(notifications()).toHaveTextContent('Share Not Supported')
    act(() => vi.advanceTimersByTime(100))
    expect(notifications()).toBeEmptyDOMElement()
  })
})

describe('isShareCancel', () => {
  it('treats only an AbortError as the visitor cancelling', () => {
    expect(isShareCancel(new DOMException('Share canceled', 'AbortError'))).toBe(true)
    expect(isShareCancel(new DOMException('Denied', 'NotAllowedError'))).toBe(false)
    expect(isShareCancel(new Error('boom'))).toBe(false)
    expect(isShareCancel(null)).toBe(false)
  })
})

describe('ShareCardBlock', () => {
  it("draws its buttons in the layer's tone", () => {
    renderCard({ layerStyle: 'dark' })
    expect(screen.getByRole('button', { name: 'Copy Link' })).toHaveClass(buttonClasses('primary', 'dark'), {
      exact: true,
    })
    expect(screen.getByRole('button', { name: 'Share' })).toHaveClass(buttonClasses('outline', 'dark'), {
      exact: true,
    })
  })

  it('renders its headline and copy', () => {
    renderCard()
    expect(
      screen.getByRole('heading', { level: 2, name: 'Know a business owner who should join?' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Membership is free. Send them this page.')).toBeInTheDocument()
  })
})
