import { render, screen } from '@testing-library/react'

import { buildLogoDoc, buildMediaDoc } from '../../tests/factories/media'

import { Media } from './Media'

describe('Media', () => {
  it("says 'MISSING Media!!' without a document and 'MISSING ASSET!!' without a file", () => {
    const { rerender } = render(<Media media={null} />)
    expect(screen.getByText('MISSING Media!!')).toBeInTheDocument()
    rerender(<Media media={buildMediaDoc({ url: null })} />)
    expect(screen.getByText('MISSING ASSET!!')).toBeInTheDocument()
  })

  it('fills a 5/3 box with a photo resized through /_next/image, loaded lazily unless it leads the page', () => {
    const photo = buildMediaDoc()
    const { rerender } = render(<Media media={photo} />)
    const image = screen.getByRole('img', { name: photo.altText })
    expect(image.parentElement).toHaveStyle({ aspectRatio: '5 / 3' })
    expect(image.getAttribute('srcset')).toContain('/_next/image?url=%2Fcms-api%2Fmedia%2Ffile%2Fprint-shop-owners.jpg')
    expect(image).toHaveAttribute('loading', 'lazy')

    rerender(<Media media={photo} priority />)
    expect(screen.getByRole('img', { name: photo.altText })).not.toHaveAttribute('loading')
  })

  it('shows an SVG as it is, in its own proportions', () => {
    const logo = buildLogoDoc('Northwind Supply')
    render(<Media media={logo} />)
    const image = screen.getByRole('img', { name: logo.altText })
    expect(image).toHaveAttribute('src', logo.url)
    expect(image).not.toHaveAttribute('srcset')
    expect(image.parentElement).not.toHaveStyle({ aspectRatio: '5 / 3' })
  })
})
