'use client'

import dynamic from 'next/dynamic'

/**
 * The download button in a chunk of its own, so the CMS pages (whose one route can show a
 * resource preview block) download it only when they show one. Rendered in place by the server,
 * its chunk preloaded; see src/blocks/lazy-parts.client.tsx.
 */
export const ResourceDownloadButton = dynamic(() =>
  import('./ResourceDownloadButton.client').then((module) => module.ResourceDownloadButton),
)
