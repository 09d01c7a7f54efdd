import type { ToastInput } from '@/components/ui/toast.client'

/** Share card labels and toasts (spec sections 4 and 8), word for word. */
export const COPY_LINK_LABEL = 'Copy Link'
export const COPIED_LABEL = 'Copied!'
export const SHARE_LABEL = 'Share'

export const SHARE_TOASTS = {
  copied: { title: 'Link Copied!', tone: 'success' },
  // Not in the spec: the clipboard can be blocked (permissions, insecure origin); say so plainly.
  copyFailed: { title: 'Copy Failed', description: 'Could not copy the link.', tone: 'error' },
  shareFailed: { title: 'Sharing Failed', description: 'Could not open the share dialog.', tone: 'error' },
  unsupported: {
    title: 'Share Not Supported',
    description: 'Native sharing is not available on this browser.',
    tone: 'warning',
  },
} as const satisfies Record<string, ToastInput>

/** The user closing the share sheet rejects with an AbortError; that is not a failure. */
export function isShareCancel(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError'
}
