import type { PayloadRequest } from 'payload'

import { fillFileDetails } from './fill-file-details'

const MEDIA = {
  7: {
    url: '/cms-api/media/file/cash-flow.pdf',
    filename: 'cash-flow.pdf',
    mimeType: 'application/pdf',
    filesize: 182_000,
  },
  9: {
    url: '/cms-api/media/file/budget.xlsx',
    filename: 'budget.xlsx',
    mimeType: 'application/vnd.ms-excel',
    filesize: 41_000,
  },
} as const

/** A request whose media lookups resolve on the next tick, counting how many run at once. */
function requestWithMedia() {
  let running = 0
  let mostAtOnce = 0
  const findByID = vi.fn(async ({ id }: { id: keyof typeof MEDIA }) => {
    running += 1
    mostAtOnce = Math.max(mostAtOnce, running)
    await new Promise((resolve) => setTimeout(resolve, 5))
    running -= 1
    return MEDIA[id]
  })
  const req = { payload: { findByID } } as unknown as PayloadRequest
  return { req, findByID, mostAtOnce: () => mostAtOnce }
}

const run = (data: Record<string, unknown>, req: PayloadRequest) =>
  fillFileDetails({ data, req } as unknown as Parameters<typeof fillFileDetails>[0])

describe('fillFileDetails (resources)', () => {
  it("fills each uploaded file's address, name, type and size from the media library", async () => {
    const { req, findByID } = requestWithMedia()
    const result = await run(
      {
        resourceFiles: [
          { file: 7, url: 'typed by hand', assetType: null },
          { file: 9, fileName: 'old name' },
        ],
      },
      req,
    )
    expect(result.resourceFiles).toEqual([
      {
        file: 7,
        url: MEDIA[7].url,
        fileName: 'cash-flow.pdf',
        mimeType: 'application/pdf',
        size: 182_000,
        assetType: 'PDF',
      },
      {
        file: 9,
        url: MEDIA[9].url,
        fileName: 'budget.xlsx',
        mimeType: 'application/vnd.ms-excel',
        size: 41_000,
        assetType: 'SPREADSHEET',
      },
    ])
    expect(findByID).toHaveBeenCalledWith(
      expect.objectContaining({ collection: 'media', id: 7, req, overrideAccess: true }),
    )
  })

  it("keeps an operator's address for a hosted file and the type an operator chose", async () => {
    const { req, findByID } = requestWithMedia()
    const result = await run(
      {
        resourceFiles: [
          { url: 'https://partner.example.com/guide', mimeType: null },
          { file: 7, assetType: 'DOCUMENT' },
        ],
      },
      req,
    )
    expect(result.resourceFiles).toEqual([
      { url: 'https://partner.example.com/guide', mimeType: null, assetType: 'LINK' },
      expect.objectContaining({ file: 7, assetType: 'DOCUMENT', fileName: 'cash-flow.pdf' }),
    ])
    expect(findByID).toHaveBeenCalledTimes(1)
  })

  it('uses a file the request already holds without looking it up', async () => {
    const { req, findByID } = requestWithMedia()
    const result = await run({ resourceFiles: [{ file: { id: 9, ...MEDIA[9] } }] }, req)
    expect(result.resourceFiles).toEqual([expect.objectContaining({ fileName: 'budget.xlsx', size: 41_000 })])
    expect(findByID).not.toHaveBeenCalled()
  })

  it("looks files up one at a time, since they share the request's transaction", async () => {
    const { req, findByID, mostAtOnce } = requestWithMedia()
    await run({ resourceFiles: [{ file: 7 }, { file: 9 }, { file: 7 }] }, req)
    expect(findByID).toHaveBeenCalledTimes(3)
    expect(mostAtOnce()).toBe(1)
  })

  it('leaves data without files as it is', async () => {
    const { req } = requestWithMedia()
    expect(await run({ title: 'Cash flow toolkit' }, req)).toEqual({ title: 'Cash flow toolkit' })
  })
})
