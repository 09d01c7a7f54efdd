/**
 * The site's share image: what a link to a public page shows on social sites and in chat apps when
 * the page has no image of its own. Drawn by src/app/share-image.png/route.tsx from the site
 * settings' names, so it follows them.
 */
export const SHARE_IMAGE_PATH = '/share-image.png'
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const

/** Open Graph's image list for a page without an image of its own (resolved against SITE_URL). */
export function defaultShareImages(siteName: string) {
  return [{ url: SHARE_IMAGE_PATH, ...SHARE_IMAGE_SIZE, alt: siteName, type: 'image/png' }]
}
