import { getImageProps, type ImageProps } from 'next/image'
import { preload as preloadResource } from 'react-dom'

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
export function ServerImage({ preload = false, alt, ...rest }: ServerImageProps) {
  const { props } = getImageProps({ ...rest, alt, preload })
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
