import type { RequiredDataFromCollectionSlug } from 'payload'

import type { Media } from '@/payload-types'

import { asDoc } from './doc'

type MediaData = RequiredDataFromCollectionSlug<'media'>

/** Fields of a media document; payload.create also needs the file itself (`filePath` or `file`). */
export function buildMedia(overrides: Partial<MediaData> = {}): MediaData {
  return {
    altText: 'Two owners reviewing invoices at the counter of their print shop',
    title: 'Print shop owners',
    imageName: 'print-shop-owners',
    isResponsive: true,
    ratio: '5/3',
    ...overrides,
  }
}

/** A populated media document as cards receive it (depth ≥ 1), with its file address. */
export function buildMediaDoc(overrides: Partial<Media> = {}): Media {
  const filename = overrides.filename ?? 'print-shop-owners.jpg'
  return {
    ...asDoc('media', buildMedia()),
    url: `/cms-api/media/file/${filename}`,
    filename,
    mimeType: 'image/jpeg',
    filesize: 184_320,
    width: 1500,
    height: 900,
    ...overrides,
  }
}

/** A partner logo as an SVG file, kept whole in the 130 × 50 logo box. */
export function buildLogoDoc(name: string, overrides: Partial<Media> = {}): Media {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-')
  return buildMediaDoc({
    altText: `${name} logo`,
    title: `${name} logo`,
    imageName: `${slug}-logo`,
    filename: `${slug}-logo.svg`,
    mimeType: 'image/svg+xml',
    width: 130,
    height: 50,
    isResponsive: false,
    ...overrides,
  })
}
