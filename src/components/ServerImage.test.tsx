import { render, screen } from '@testing-library/react'

import { env } from '@/server/env'

import { ServerImage, sitePath } from './ServerImage'

describe('ServerImage', () => {
  it('writes next/image’s markup: resized sources, sizes, lazy loading and fill', () => {
    render(<ServerImage src="/media/team.jpg" alt="The team at the spring meetup" fill sizes="50vw" />)
    const image = screen.getByRole('img', { name: 'The team at the spring meetup' })
    expect(image).toHaveAttribute('loading', 'lazy')
    expect(image).toHaveAttribute('decoding', 'async')
    expect(image).toHaveAttribute('sizes', '50vw')
    expect(image.getAttribute('srcset')).toMatch(/\/_next\/image\?url=%2Fmedia%2Fteam\.jpg&w=\d+&q=75 \d+w/)
    expect(image.getAttribute('src')).toMatch(/^\/_next\/image\?url=%2Fmedia%2Fteam\.jpg/)
    expect(image).toHaveStyle({ position: 'absolute', width: '100%', height: '100%' })
  })

  it('loads a preloaded image at once and keeps a given size', () => {
    render(<ServerImage src="/media/logo.svg" alt="Northwind Supply" width={130} height={50} unoptimized preload />)
    const image = screen.getByRole('img', { name: 'Northwind Supply' })
    expect(image).not.toHaveAttribute('loading')
    expect(image).toHaveAttribute('src', '/media/logo.svg')
    expect(image).toHaveAttribute('width', '130')
    expect(image).toHaveAttribute('height', '50')
  })

  it('addresses an upload on this site by its path, so /_next/image accepts it', () => {
    const site = new URL(env.SITE_URL).origin
    expect(sitePath(`${site}/cms-api/media/file/storefront.png`)).toBe('/cms-api/media/file/storefront.png')
    expect(sitePath('https://images.example.org/storefront.png')).toBe('https://images.example.org/storefront.png')
    expect(sitePath('/media/products/paper.png')).toBe('/media/products/paper.png')

    // In the browser (Load More's cards) the site is the page's own origin, whatever SITE_URL is
    // there: a deployment's uploads are addressed by path too, not sent to /_next/image whole.
    expect(sitePath('https://members.example.org/cms-api/media/file/storefront.png', 'https://members.example.org')).toBe(
      '/cms-api/media/file/storefront.png',
    )
    expect(sitePath('https://other.example.org/storefront.png', 'https://members.example.org')).toBe(
      'https://other.example.org/storefront.png',
    )
    expect(sitePath(`${window.location.origin}/cms-api/media/file/storefront.png`)).toBe('/cms-api/media/file/storefront.png')

    render(<ServerImage src={`${site}/cms-api/media/file/storefront.png`} alt="Storefront" width={300} height={200} />)
    expect(screen.getByRole('img', { name: 'Storefront' }).getAttribute('src')).toMatch(
      /^\/_next\/image\?url=%2Fcms-api%2Fmedia%2Ffile%2Fstorefront\.png&/,
    )
  })
})
