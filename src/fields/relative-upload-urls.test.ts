import { relativeUploadUrls } from './relative-upload-urls'

const hook = relativeUploadUrls('http://localhost:3000')
const run = (doc: Record<string, unknown>) => hook({ doc } as unknown as Parameters<typeof hook>[0])

describe('relativeUploadUrls', () => {
  it('drops the site’s origin from the file, thumbnail and size addresses', () => {
    expect(
      run({
        filename: 'logo.png',
        url: 'http://localhost:3000/cms-api/media/file/logo.png',
        thumbnailURL: 'http://localhost:3000/cms-api/media/file/logo-320x240.png',
        sizes: { card: { url: 'http://localhost:3000/cms-api/media/file/logo-640x480.png', width: 640 }, empty: null },
      }),
    ).toEqual({
      filename: 'logo.png',
      url: '/cms-api/media/file/logo.png',
      thumbnailURL: '/cms-api/media/file/logo-320x240.png',
      sizes: { card: { url: '/cms-api/media/file/logo-640x480.png', width: 640 }, empty: null },
    })
  })

  it('leaves paths, other sites and missing addresses as they are', () => {
    expect(
      run({
        url: 'https://cdn.example.org/logo.png',
        thumbnailURL: null,
      }),
    ).toEqual({ url: 'https://cdn.example.org/logo.png', thumbnailURL: null })
    expect(run({ url: '/cms-api/quote-files/file/sheet.csv' })).toMatchObject({
      url: '/cms-api/quote-files/file/sheet.csv',
    })
    expect(run({ url: 'http://localhost:30000/x.png' })).toMatchObject({ url: 'http://localhost:30000/x.png' })
  })
})
