/** How a resource file is described beside its Download button. Pure. */

const UNITS = ['bytes', 'KB', 'MB', 'GB'] as const

/** 182400 → '178 KB'; 1572864 → '1.5 MB'; null for a missing or negative size. */
export function formatFileSize(bytes: number | null | undefined): string | null {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) return null
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024
    unit++
  }
  const rounded = unit === 0 || value >= 10 ? Math.round(value) : Math.round(value * 10) / 10
  return `${rounded} ${UNITS[unit]}`
}

const TYPE_LABELS: Record<string, string> = {
  PDF: 'PDF',
  SPREADSHEET: 'Spreadsheet',
  DOCUMENT: 'Document',
  PRESENTATION: 'Presentation',
  IMAGE: 'Image',
  LINK: 'Link',
}

/** 'PDF · 178 KB', from the asset type and size that are known. */
export function fileSummary(file: { assetType?: string | null; size?: number | null }): string {
  const type = file.assetType ? (TYPE_LABELS[file.assetType] ?? null) : null
  return [type, formatFileSize(file.size)].filter(Boolean).join(' · ')
}
