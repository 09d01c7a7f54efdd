import { getImageProps, type ImageProps } from 'next/image'
import { preload as preloadResource } from 'react-dom'

import { DEFAULT_SITE_URL, siteOriginsOf } from '@/lib/site-origins'

export type ServerImageProps = Omit<
  ImageProps,
  'priority' | 'placeholder' | 'blurDataURL' | 'onLoad' | 'onLoadingComplete' | 'onError'
>

/**
 * next/image's markup (resized sources through /_next/image, srcset and sizes, lazy loading,
 * fill), written by the server alone. next/image's own component is a client component, so every
 * page showing an image would download it and hydrate each image (about 6 kB of gzip, issue 10's
 * script budgets), for what only a blur placeholder or an onLoad handler needs; the site uses
 * neither. `preload` does what next/image's does: eager loading and a preload link in the head.
 */
export function ServerImage({ preload = false, alt, src, ...rest }: ServerImageProps) {
  const { props } = getImageProps({ ...rest, src: sitePath(src), alt, preload })
  if (preload) {
    preloadResource(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: props.fetchPriority,
    })
  }
  // eslint-disable-next-line @next/next/no-img-element
  return <img {...props} alt={alt} />
}

/**
 * Where the site is: SITE_URL on the server, read here rather than through src/server/env.ts (its
 * Zod parse of every setting would come with the cards an article list's Load More draws in the
 * browser), and in the browser the page's own origin, which is one of the site's.
 */
function currentSiteUrl(): string {
  return typeof window === 'undefined' ? process.env.SITE_URL || DEFAULT_SITE_URL : window.location.origin
}

/**
 * Payload gives an upload's address with SITE_URL's origin. /_next/image refuses an absolute
 * address that is not among its remote patterns (400), so a file of this site is addressed by its
 * path, which the local patterns in next.config.ts allow, and which works on every name the site
 * answers to.
 */
export function sitePath(src: ServerImageProps['src'], siteUrl: string = currentSiteUrl()): ServerImageProps['src'] {
  if (typeof src !== 'string' || !/^https?:\/\//.test(src)) return src
  const url = new URL(src)
  return siteOriginsOf(siteUrl).includes(url.origin) ? `${url.pathname}${url.search}` : src
}
