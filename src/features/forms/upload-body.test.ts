// @vitest-environment jsdom
import { randomBytes } from 'node:crypto'

import { readBlobText } from './components/form-test-harness'
import { SLICE_BYTES, base64Bytes, uploadBody } from './upload-body'

const ascii = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1')

describe('base64Bytes', () => {
  it('encodes as standard base64 with padding, whatever the length and the byte values', () => {
    for (let length = 0; length <= 9; length += 1) {
      const bytes = randomBytes(length)
      expect(ascii(base64Bytes(bytes)), `${length} bytes`).toBe(bytes.toString('base64'))
    }
    const everyValue = Uint8Array.from({ length: 256 * 3 }, (_, i) => i % 256)
    expect(ascii(base64Bytes(everyValue))).toBe(Buffer.from(everyValue).toString('base64'))
    const large = randomBytes(100_001)
    expect(ascii(base64Bytes(large))).toBe(large.toString('base64'))
  })
})

describe('uploadBody (spec 7: {fileName, fileData (base64), mimeType, fileSize})', () => {
  it("is the spec's JSON with the whole file in base64, across slices, and the name escaped", async () => {
    // Two whole slices and two bytes more: the slices' base64 must join without padding between them.
    const content = randomBytes(SLICE_BYTES * 2 + 2)
    const file = new File([content], 'Q3 "order" — café.csv', { type: 'text/csv' })

    const body = await uploadBody(file)

    expect(body.type).toBe('application/json')
    expect(JSON.parse(await readBlobText(body))).toEqual({
      fileName: 'Q3 "order" — café.csv',
      fileData: content.toString('base64'),
      mimeType: 'text/csv',
      fileSize: SLICE_BYTES * 2 + 2,
    })
  })

  it('sends an empty fileData for an empty file (the server refuses it with its own message)', async () => {
    const body = await uploadBody(new File([], 'empty.csv', { type: 'text/csv' }))
    expect(JSON.parse(await readBlobText(body))).toEqual({
      fileName: 'empty.csv',
      fileData: '',
      mimeType: 'text/csv',
      fileSize: 0,
    })
  })

  it("rejects with spec 7's 'Failed to read file' when the browser cannot read the file", async () => {
    class UnreadableReader {
      onload: (() => void) | null = null
      onerror: (() => void) | null = null
      readAsArrayBuffer() {
        queueMicrotask(() => this.onerror?.())
      }
    }
    vi.stubGlobal('FileReader', UnreadableReader)
    try {
      await expect(uploadBody(new File(['a,b\n'], 'order.csv'))).rejects.toThrow('Failed to read file')
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
