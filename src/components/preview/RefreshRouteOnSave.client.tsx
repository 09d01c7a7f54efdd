'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * Live preview for server-rendered pages: the admin posts 'payload-document-event' to the preview
 * window whenever the document changes, and the page re-renders from the server with the draft.
 * (@payloadcms/live-preview-react does the same; its version lags Payload's in our registry.)
 */
export function RefreshRouteOnSave({ adminOrigin }: { adminOrigin: string }) {
  const router = useRouter()
  useEffect(() => {
    const target = window.opener ?? (window.parent !== window ? window.parent : null)
    if (!target) return
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== adminOrigin) return
      if (event.data && typeof event.data === 'object' && event.data.type === 'payload-document-event') router.refresh()
    }
    window.addEventListener('message', onMessage)
    target.postMessage({ type: 'payload-live-preview', ready: true }, adminOrigin)
    return () => window.removeEventListener('message', onMessage)
  }, [adminOrigin, router])
  return null
}
