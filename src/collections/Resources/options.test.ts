import { assetTypeFor } from './options'

describe('assetTypeFor', () => {
  it('tells the asset type from the MIME type', () => {
    expect(assetTypeFor('application/pdf')).toBe('PDF')
    expect(assetTypeFor('image/png')).toBe('IMAGE')
    expect(assetTypeFor('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toBe('SPREADSHEET')
    expect(assetTypeFor('text/csv')).toBe('SPREADSHEET')
    expect(assetTypeFor('application/vnd.openxmlformats-officedocument.presentationml.presentation')).toBe(
      'PRESENTATION',
    )
    expect(assetTypeFor('application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe('DOCUMENT')
  })

  it('calls a row without a file a link', () => {
    expect(assetTypeFor(null)).toBe('LINK')
  })
})
