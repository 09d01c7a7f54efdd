import { render, screen } from '@testing-library/react'

import { ServerImage } from './ServerImage'

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
})
