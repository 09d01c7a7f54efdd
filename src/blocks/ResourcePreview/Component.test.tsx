import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import type { ResourcePreviewBlock as ResourcePreviewBlockData } from '@/payload-types'

import { asDoc } from '../../../tests/factories/doc'
import { buildResource } from '../../../tests/factories/resource'
import { buildViewer } from '../../../tests/factories/viewer'

import { ResourcePreviewBlock } from './Component'

/**
 * jsdom has no modal dialogs. A browser's showModal() opens the dialog in the top layer and makes
 * the page inert; close() closes it and fires 'close', as Escape does (after 'cancel').
 */
beforeAll(() => {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '')
    },
    close(this: HTMLDialogElement) {
      if (!this.hasAttribute('open')) return
      this.removeAttribute('open')
      this.dispatchEvent(new Event('close'))
    },
  })
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const resource = (overrides: Parameters<typeof buildResource>[0] = {}) =>
  asDoc('resources', buildResource({ isFeatured: true, ...overrides }))

const block = (overrides: Partial<ResourcePreviewBlockData> = {}): ResourcePreviewBlockData => ({
  blockType: 'resourcePreview',
  id: 'featured',
  headline: 'Featured download',
  resource: resource(),
  ...overrides,
})

const renderBlock = (overrides: Partial<ResourcePreviewBlockData> = {}) =>
  render(
    <ResourcePreviewBlock block={block(overrides)} viewer={buildViewer('GUEST')} isDashboard={false} isFirst={false} />,
  )

const dialog = () => document.querySelector('dialog') as HTMLDialogElement

describe('ResourcePreviewBlock', () => {
  it('shows the featured resource card with its Partnership sticker, PREVIEW and Download', () => {
    renderBlock()
    expect(screen.getByRole('heading', { level: 2, name: 'Featured download' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Small business budget template' })).toHaveAttribute(
      'href',
      '/resources/downloads/small-business-budget-template',
    )
    expect(screen.getByText('Partnership')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'PREVIEW – Small business budget template' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Download – Small business budget template' })).toBeInTheDocument()
  })

  it('shows no sticker for a resource that is not featured', () => {
    renderBlock({ resource: resource({ isFeatured: false }) })
    expect(screen.queryByText('Partnership')).toBeNull()
  })

  it('opens an accessible modal dialog with the rich text and the first file, and closes back to PREVIEW', async () => {
    const user = userEvent.setup()
    renderBlock()
    const preview = screen.getByRole('button', { name: /^PREVIEW/ })
    expect(preview).toHaveAttribute('aria-expanded', 'false')
    expect(dialog()).not.toHaveAttribute('open')

    await user.click(preview)
    const modal = screen.getByRole('dialog', { name: 'Small business budget template' })
    expect(modal).toHaveAttribute('open')
    expect(preview).toHaveAttribute('aria-expanded', 'true')
    expect(within(modal).getByText(/Fill in the grey cells only/)).toBeInTheDocument()
    expect(within(modal).getByText('small-business-budget-template.pdf')).toBeInTheDocument()
    expect(within(modal).getByText('PDF · 178 KB')).toBeInTheDocument()
    expect(within(modal).getByRole('button', { name: /^Download/ })).toBeInTheDocument()

    await user.click(within(modal).getByRole('button', { name: 'Close' }))
    expect(dialog()).not.toHaveAttribute('open')
    expect(preview).toHaveFocus()
    expect(preview).toHaveAttribute('aria-expanded', 'false')
  })

  it('returns the focus to PREVIEW however the dialog closes (Escape, the backdrop)', async () => {
    const user = userEvent.setup()
    renderBlock()
    const preview = screen.getByRole('button', { name: /^PREVIEW/ })

    await user.click(preview)
    // Escape: the browser closes a modal dialog itself and fires 'close'.
    act(() => dialog().close())
    expect(preview).toHaveFocus()

    await user.click(preview)
    await user.click(dialog())
    expect(dialog()).not.toHaveAttribute('open')
  })

  it('downloads the first file from the dialog with the working flag, under its file name', async () => {
    const user = userEvent.setup()
    let answer: (response: Response) => void = () => {}
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)))
    vi.stubGlobal('fetch', fetchMock)
    const originals = { create: URL.createObjectURL, revoke: URL.revokeObjectURL }
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:budget'), revokeObjectURL: vi.fn() })
    const saved: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download)
    })
    try {
      renderBlock({ resource: resource({ resourceCtaLabel: 'Get the template' }) })
      await user.click(screen.getByRole('button', { name: /^PREVIEW/ }))
      const modal = screen.getByRole('dialog')
      await user.click(within(modal).getByRole('button', { name: /^Get the template/ }))

      expect(within(modal).getByRole('button', { name: /^Downloading…/ })).toHaveAttribute('aria-disabled', 'true')
      expect(fetchMock).toHaveBeenCalledWith('/cms-api/media/file/small-business-budget-template.pdf')
      await act(async () => answer(new Response('%PDF-1.7')))
      expect(saved).toEqual(['small-business-budget-template.pdf'])
      expect(within(modal).getByRole('button', { name: /^Get the template/ })).not.toHaveAttribute('aria-disabled')
    } finally {
      Object.assign(URL, { createObjectURL: originals.create, revokeObjectURL: originals.revoke })
    }
  })

  it("names a file without a name 'supportDoc.pdf'", async () => {
    const user = userEvent.setup()
    renderBlock({
      resource: resource({
        resourceFiles: [{ assetType: 'PDF', url: '/cms-api/media/file/a1b2c3.pdf', fileName: null, size: 90_000 }],
      }),
    })
    await user.click(screen.getByRole('button', { name: /^PREVIEW/ }))
    expect(within(screen.getByRole('dialog')).getByText('supportDoc.pdf')).toBeInTheDocument()
  })

  it('opens the source address in a new tab when the resource has no file', async () => {
    const user = userEvent.setup()
    renderBlock({
      resource: resource({
        resourceFiles: [],
        resourceSource: 'U.S. Small Business Administration',
        resourceSourceUrl: 'https://www.sba.gov/business-guide/manage-your-business/hire-manage-employees',
      }),
    })
    await user.click(screen.getByRole('button', { name: /^PREVIEW/ }))
    const modal = screen.getByRole('dialog')
    const open = within(modal).getByRole('link', {
      name: /^Download – Small business budget template \(opens in a new tab\)/,
    })
    expect(open).toHaveAttribute(
      'href',
      'https://www.sba.gov/business-guide/manage-your-business/hire-manage-employees',
    )
    expect(open).toHaveAttribute('target', '_blank')
    expect(open).toHaveAttribute('rel', 'noopener noreferrer')
    expect(within(modal).queryByRole('button', { name: /^Download/ })).toBeNull()
  })

  it('links to the resource page when it has neither file nor source address', () => {
    renderBlock({ resource: resource({ resourceFiles: [], resourceSourceUrl: null }) })
    expect(screen.getAllByRole('link', { name: /^Download – Small business budget template$/ })[0]).toHaveAttribute(
      'href',
      '/resources/downloads/small-business-budget-template',
    )
  })

  it('renders nothing for a resource it cannot read (a draft or a deleted one)', () => {
    const { container } = renderBlock({ resource: 31 })
    expect(container).toBeEmptyDOMElement()
  })

  it('uses the block’s own preview label', () => {
    renderBlock({ previewLabel: 'Look inside' })
    expect(screen.getByRole('button', { name: /^Look inside/ })).toBeInTheDocument()
  })
})
