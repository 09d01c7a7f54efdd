import { DEFAULT_DOWNLOAD_FILE_NAME } from '@/lib/ui-constants'

/**
 * Resource download (spec section 7, "GET file URL"): fetches the file and saves it as a blob
 * under its file name, 'supportDoc.pdf' when it has none. Rejects when the file cannot be
 * fetched; callers log the failure, as the spec asks (section 8).
 *
 * A file hosted on another site cannot be fetched from here (the content security policy and
 * CORS forbid it), so it opens in a new tab instead, where the browser saves or shows it.
 */
export async function saveFileFromUrl(url: string, fileName?: string | null): Promise<void> {
  const target = new URL(url, window.location.href)
  if (target.origin !== window.location.origin) {
    window.open(target.toString(), '_blank', 'noopener,noreferrer')
    return
  }
  const response = await fetch(url)
  if (!response.ok) throw new Error(`Download of ${url} failed: ${response.status} ${response.statusText}`)
  const blob = await response.blob()
  const objectUrl = URL.createObjectURL(blob)
  try {
    const link = document.createElement('a')
    link.href = objectUrl
    link.download = fileName?.trim() || DEFAULT_DOWNLOAD_FILE_NAME
    link.rel = 'noopener'
    link.hidden = true
    document.body.append(link)
    link.click()
    link.remove()
  } finally {
    // Revoked on the next task: the browser has taken the blob by then.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 0)
  }
}
