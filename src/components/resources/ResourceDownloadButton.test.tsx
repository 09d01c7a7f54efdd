import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { DOWNLOADING_LABEL, ResourceDownloadButton } from './ResourceDownloadButton.client'
import { fileSummary, formatFileSize } from './file-details'

/** The browser edges of a download: the network, blob URLs and the click on the hidden link. */
function stubDownloadEdges() {
  let answer: (response: Response) => void = () => {}
  let fail: (error: Error) => void = () => {}
  const fetchMock = vi.fn(
    () =>
      new Promise<Response>((resolve, reject) => {
        answer = resolve
        fail = reject
      }),
  )
  vi.stubGlobal('fetch', fetchMock)
  // jsdom has no blob URLs; the static methods are set for the test and removed after it.
  const createObjectURL = vi.fn(() => 'blob:http://localhost/7c1e')
  const revokeObjectURL = vi.fn()
  Object.assign(URL, { createObjectURL, revokeObjectURL })
  const saved: { href: string; download: string }[] = []
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download })
  })
  return {
    fetchMock,
    saved,
    createObjectURL,
    respond: (body: string, status = 200) => act(async () => answer(new Response(body, { status }))),
    reject: (error: Error) => act(async () => fail(error)),
  }
}

const { createObjectURL: originalCreate, revokeObjectURL: originalRevoke } = URL

afterEach(() => {
  Object.assign(URL, { createObjectURL: originalCreate, revokeObjectURL: originalRevoke })
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('ResourceDownloadButton', () => {
  it('sets the working flag while the file downloads, then saves the blob under its file name', async () => {
    const user = userEvent.setup()
    const edges = stubDownloadEdges()
    render(
      <ResourceDownloadButton
        url="/downloads/13-week-cash-flow-forecast.csv"
        fileName="13-week-cash-flow-forecast.csv"
        srSuffix="13-week cash flow forecast"
      />,
    )
    await user.click(screen.getByRole('button', { name: 'Download – 13-week cash flow forecast' }))

    const button = screen.getByRole('button', { name: `${DOWNLOADING_LABEL} – 13-week cash flow forecast` })
    expect(button).toHaveAttribute('aria-disabled', 'true')
    expect(screen.getByRole('status')).toHaveTextContent(DOWNLOADING_LABEL)
    expect(edges.fetchMock).toHaveBeenCalledWith('/downloads/13-week-cash-flow-forecast.csv')

    // A second click while working starts nothing.
    await user.click(button)
    expect(edges.fetchMock).toHaveBeenCalledTimes(1)

    await edges.respond('Week,Opening balance\n1,18500\n')
    // The saved blob is the file's body (Node's Blob, not jsdom's, so compared by size).
    expect(edges.createObjectURL).toHaveBeenCalledWith(expect.objectContaining({ size: 29 }))
    expect(edges.saved).toEqual([{ href: 'blob:http://localhost/7c1e', download: '13-week-cash-flow-forecast.csv' }])
    expect(screen.getByRole('button', { name: 'Download – 13-week cash flow forecast' })).not.toHaveAttribute(
      'aria-disabled',
    )
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
  })

  it("saves a file without a name as 'supportDoc.pdf'", async () => {
    const user = userEvent.setup()
    const edges = stubDownloadEdges()
    render(<ResourceDownloadButton url="/cms-api/media/file/guide.pdf" fileName="  " />)
    await user.click(screen.getByRole('button', { name: 'Download' }))
    await edges.respond('%PDF-1.7')
    expect(edges.saved.map((file) => file.download)).toEqual(['supportDoc.pdf'])
  })

  it("uses the resource's call-to-action label", () => {
    render(<ResourceDownloadButton url="/downloads/plan.csv" label="Download the plan" />)
    expect(screen.getByRole('button', { name: 'Download the plan' })).toBeInTheDocument()
  })

  it('only logs a failed download, then is ready again', async () => {
    const user = userEvent.setup()
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    const edges = stubDownloadEdges()
    render(<ResourceDownloadButton url="/downloads/missing.csv" fileName="missing.csv" />)

    await user.click(screen.getByRole('button', { name: 'Download' }))
    await edges.respond('Not found', 404)
    expect(consoleError).toHaveBeenCalledWith('Resource download failed', expect.any(Error))
    expect(edges.saved).toEqual([])
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('button', { name: 'Download' })).not.toHaveAttribute('aria-disabled')

    await user.click(screen.getByRole('button', { name: 'Download' }))
    await edges.reject(new TypeError('Failed to fetch'))
    expect(consoleError).toHaveBeenCalledTimes(2)
    expect(screen.getByRole('button', { name: 'Download' })).not.toHaveAttribute('aria-disabled')
  })

  it('opens a file hosted on another site in a new tab instead of fetching it', async () => {
    const user = userEvent.setup()
    const edges = stubDownloadEdges()
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    render(<ResourceDownloadButton url="https://files.partner.example/guide.pdf" fileName="guide.pdf" />)
    await user.click(screen.getByRole('button', { name: 'Download' }))
    expect(open).toHaveBeenCalledWith('https://files.partner.example/guide.pdf', '_blank', 'noopener,noreferrer')
    expect(edges.fetchMock).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Download' })).not.toHaveAttribute('aria-disabled')
  })
})

describe('file details', () => {
  it('formats sizes in bytes, KB and MB', () => {
    expect(formatFileSize(512)).toBe('512 bytes')
    expect(formatFileSize(2040)).toBe('2 KB')
    expect(formatFileSize(182_400)).toBe('178 KB')
    expect(formatFileSize(1_572_864)).toBe('1.5 MB')
    expect(formatFileSize(null)).toBeNull()
    expect(formatFileSize(-1)).toBeNull()
  })

  it('summarises the type and size that are known', () => {
    expect(fileSummary({ assetType: 'SPREADSHEET', size: 2040 })).toBe('Spreadsheet · 2 KB')
    expect(fileSummary({ assetType: 'PDF' })).toBe('PDF')
    expect(fileSummary({})).toBe('')
  })
})
