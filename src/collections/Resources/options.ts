/** Kinds of downloadable file (spec section 3, resourceFiles.assetType). */
export const ASSET_TYPES = [
  { label: 'PDF', value: 'PDF' },
  { label: 'Spreadsheet', value: 'SPREADSHEET' },
  { label: 'Document', value: 'DOCUMENT' },
  { label: 'Presentation', value: 'PRESENTATION' },
  { label: 'Image', value: 'IMAGE' },
  { label: 'Link', value: 'LINK' },
] as const

export type AssetType = (typeof ASSET_TYPES)[number]['value']

/** The asset type a file's MIME type implies; LINK when there is no file to tell. */
export function assetTypeFor(mimeType: string | null | undefined): AssetType {
  const mime = (mimeType ?? '').toLowerCase()
  if (!mime) return 'LINK'
  if (mime === 'application/pdf') return 'PDF'
  if (mime.startsWith('image/')) return 'IMAGE'
  if (mime.includes('spreadsheet') || mime.includes('excel') || mime === 'text/csv') return 'SPREADSHEET'
  if (mime.includes('presentation') || mime.includes('powerpoint')) return 'PRESENTATION'
  return 'DOCUMENT'
}

export const RESOURCE_CATEGORIES = [
  { label: 'Templates', value: 'TEMPLATES' },
  { label: 'Checklists', value: 'CHECKLISTS' },
  { label: 'Guides', value: 'GUIDES' },
  { label: 'Reports', value: 'REPORTS' },
  { label: 'Toolkits', value: 'TOOLKITS' },
] as const
