'use client'

import dynamic from 'next/dynamic'

/**
 * The download button with its fetch-and-save code in a chunk of its own: the CMS route can show a
 * resource preview block on any page, and every page downloaded it (1.2 kB with its icon). The
 * server still renders it in place, and the page's HTML preloads its chunk.
 */
export const ResourceDownloadButton = dynamic(() =>
  import('./ResourceDownloadButton.client').then((module) => module.ResourceDownloadButton),
)
