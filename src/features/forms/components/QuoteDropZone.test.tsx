import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { readBlobText, serverRendered } from './form-test-harness'
import { QuoteDropZone } from './QuoteDropZone.client'

/**
 * An XMLHttpRequest whose upload ends as the test says: a network error, or a status and body. What
 * the drop zone sent is kept in `sent`.
 */
function stubUpload(outcome: 'network-error' | { status: number; body: string }) {
  const sent: { url: string; headers: Record<string, string>; body: unknown }[] = []
  class FakeRequest {
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null }
    onload: (() => void) | null = null
    onerror: (() => void) | null = null
    status = 0
    responseText = ''
    private request = { url: '', headers: {} as Record<string, string> }
    open(_method: string, url: string) {
      this.request.url = url
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name.toLowerCase()] = value
    }
    send(body: unknown) {
      sent.push({ ...this.request, body })
      queueMicrotask(() => {
        if (outcome === 'network-error') return this.onerror?.()
        this.status = outcome.status
        this.responseText = outcome.body
        this.onload?.()
      })
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeRequest)
  return sent
}

afterEach(() => {
  vi.unstubAllGlobals()
  // A server-rendered zone that a failed test never handed to React is not cleaned up by Testing Library.
  document.body.replaceChildren()
})

const sheet = () => new File(['Product code,Quantity\nOD-348041,12\n'], 'order.csv', { type: 'text/csv' })

function renderZone() {
  const onChange = vi.fn()
  render(<QuoteDropZone value={null} onChange={onChange} label="Spreadsheet" />)
  return { onChange, input: screen.getByLabelText('Choose a spreadsheet') }
}

describe('QuoteDropZone while it uploads, and after a refusal', () => {
  it('tells the form an upload is under way until it ends', async () => {
    stubUpload({ status: 201, body: JSON.stringify({ fileId: '41', fileName: 'order.csv', fileSize: 35, mimeType: 'text/csv', token: 't' }) })
    const onChange = vi.fn()
    const onUploadingChange = vi.fn()
    render(<QuoteDropZone value={null} onChange={onChange} onUploadingChange={onUploadingChange} label="Spreadsheet" />)
    await userEvent.upload(screen.getByLabelText('Choose a spreadsheet'), sheet())
    await waitFor(() => expect(onUploadingChange.mock.calls).toEqual([[true], [false]]))
    expect(onChange).toHaveBeenCalledTimes(1)
  })

  it('keeps the spreadsheet attached before when the next file chosen is refused', async () => {
    const onChange = vi.fn()
    const attached = { fileId: '41', fileName: 'order.csv', fileSize: 35, mimeType: 'text/csv' }
    render(<QuoteDropZone value={attached} onChange={onChange} label="Spreadsheet" />)
    const notes = new File(['call me'], 'notes.txt', { type: 'text/plain' })
    await userEvent.upload(screen.getByLabelText('Choose a spreadsheet'), notes, { applyAccept: false })
    expect(await screen.findByRole('alert')).toHaveTextContent('File type not accepted. Please upload: .xlsx,.xls,.csv')
    expect(onChange).not.toHaveBeenCalled()
    expect(screen.getByText(/Attached: order\.csv/)).toBeInTheDocument()
  })
})

describe('QuoteDropZone hint (spec 5: .xlsx, .xls or .csv, up to 50 MB)', () => {
  const hint = '(.xlsx,.xls,.csv, up to 50 MB)'

  it('says what it takes, in the server HTML and once hydrated, then names the attached file', () => {
    const { container, hydrate } = serverRenderedZone()
    expect(container.querySelector('label')?.textContent).toBe(`Drop a spreadsheet here or choose one ${hint}`)
    hydrate()
    expect(container.querySelector('label')?.textContent).toBe(`Drop a spreadsheet here or choose one ${hint}`)

    const attached = { fileId: '41', fileName: 'order.csv', fileSize: 35, mimeType: 'text/csv' }
    render(<QuoteDropZone value={attached} onChange={vi.fn()} label="Spreadsheet" />)
    expect(screen.getByText(`Attached: order.csv ${hint}`)).toBeInTheDocument()
  })
})

describe('QuoteDropZone alerts (spec 5 and 7)', () => {
  it("shows 'File upload failed' when the upload cannot reach the server", async () => {
    stubUpload('network-error')
    const { onChange, input } = renderZone()
    await userEvent.upload(input, sheet())
    expect(await screen.findByRole('alert')).toHaveTextContent('File upload failed')
    expect(onChange).toHaveBeenLastCalledWith(null)
    // Read again when the keyboard comes back to the input.
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('File upload failed')
  })

  it("shows 'File upload failed' when the server answers without a file reference", async () => {
    stubUpload({ status: 502, body: '<html>Bad gateway</html>' })
    const { input } = renderZone()
    await userEvent.upload(input, sheet())
    expect(await screen.findByRole('alert')).toHaveTextContent('File upload failed')
  })

  it("shows 'Failed to read file' when the browser cannot read the chosen file", async () => {
    class UnreadableReader {
      result: string | null = null
      onload: (() => void) | null = null
      onerror: (() => void) | null = null
      readAsArrayBuffer() {
        queueMicrotask(() => this.onerror?.())
      }
    }
    vi.stubGlobal('FileReader', UnreadableReader)
    const { onChange, input } = renderZone()
    await userEvent.upload(input, sheet())
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to read file')
    expect(onChange).toHaveBeenLastCalledWith(null)
  })
})

/** The drop zone as the server's HTML, before its script runs; `hydrate` hands it to React. */
function serverRenderedZone() {
  const onChange = vi.fn()
  return { onChange, ...serverRendered(<QuoteDropZone value={null} onChange={onChange} label="Spreadsheet" />) }
}

describe('QuoteDropZone before its script runs', () => {
  it('uploads a file chosen in the server-rendered input once the drop zone hydrates', async () => {
    const sent = stubUpload({
      status: 200,
      body: JSON.stringify({ fileId: '41', fileName: 'order.csv', fileSize: 35, mimeType: 'text/csv' }),
    })
    const { onChange, container, hydrate } = serverRenderedZone()
    // The visitor picks a file while the page is still the server's HTML: no React handler sees it.
    const serverInput = container.querySelector('input[type="file"]') as HTMLInputElement
    Object.defineProperty(serverInput, 'files', { value: [sheet()], configurable: true })

    hydrate()

    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith({
        fileId: '41',
        fileName: 'order.csv',
        fileSize: 35,
        mimeType: 'text/csv',
      }),
    )
    expect(screen.getByLabelText('Choose a spreadsheet')).toBe(serverInput)
    expect(screen.queryByRole('alert')).toBeNull()
    // Spec 7's JSON body, the file in base64.
    expect(sent).toHaveLength(1)
    expect(sent[0]!.url).toBe('/api/upload-file')
    expect(sent[0]!.headers['content-type']).toBe('application/json')
    expect(JSON.parse(await readBlobText(sent[0]!.body as Blob))).toEqual({
      fileName: 'order.csv',
      fileData: Buffer.from('Product code,Quantity\nOD-348041,12\n').toString('base64'),
      mimeType: 'text/csv',
      fileSize: 35,
    })
  })

  it("refuses a file over 50 MB chosen before it hydrates with the spec's alert, uploading nothing", async () => {
    stubUpload('network-error')
    const { onChange, container, hydrate } = serverRenderedZone()
    const serverInput = container.querySelector('input[type="file"]') as HTMLInputElement
    const tooLarge = sheet()
    Object.defineProperty(tooLarge, 'size', { value: 50 * 1024 * 1024 + 1 })
    Object.defineProperty(serverInput, 'files', { value: [tooLarge], configurable: true })

    hydrate()

    expect(await screen.findByRole('alert')).toHaveTextContent('File size exceeds 50MB limit')
    expect(onChange).not.toHaveBeenCalled()
  })

  it('uploads nothing when no file was chosen before it hydrates', async () => {
    stubUpload('network-error')
    const { onChange, hydrate } = serverRenderedZone()
    hydrate()

    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(onChange).not.toHaveBeenCalled()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
