import { render, screen } from '@testing-library/react'

import { asDoc } from '../../../tests/factories/doc'
import { buildMediaDoc } from '../../../tests/factories/media'
import { buildProduct } from '../../../tests/factories/product'
import { ProductCard } from './Component'

const bucket = 'https://storage.example-cdn.net/ea-catalogue'
const product = (overrides: Parameters<typeof buildProduct>[0] = {}) => asDoc('products', buildProduct(overrides))

const shopNow = () => screen.getByRole('link', { name: /^SHOP NOW/ })

describe('ProductCard prices', () => {
  it('shows the program and retail prices with 2 decimals and the discount badge', () => {
    const { container } = render(<ProductCard doc={product()} siteBucket={bucket} />)
    expect(container.querySelector('[data-field="program-price"]')).toHaveTextContent('$42.99')
    expect(container.querySelector('[data-field="retail-price"]')).toHaveTextContent('$74.99')
    expect(screen.getByText('- 43%')).toBeInTheDocument()
  })

  it('shows cents even on whole-dollar prices', () => {
    const { container } = render(
      <ProductCard doc={product({ programPrice: 30, retailPrice: 40 })} siteBucket={bucket} />,
    )
    expect(container.querySelector('[data-field="program-price"]')).toHaveTextContent('$30.00')
    expect(container.querySelector('[data-field="retail-price"]')).toHaveTextContent('$40.00')
  })

  it('shows neither retail price nor discount when retail is not above the program price', () => {
    const { container } = render(
      <ProductCard
        doc={product({ retailPrice: 42.99, programPrice: 42.99, discountPercent: 0.1 })}
        siteBucket={bucket}
      />,
    )
    expect(container.querySelector('[data-field="program-price"]')).toHaveTextContent('$42.99')
    expect(container.querySelector('[data-field="retail-price"]')).toBeNull()
    expect(screen.queryByText(/^- \d+%$/)).not.toBeInTheDocument()
  })

  it('shows the badge from the discountPercent given, rounded whole', () => {
    render(<ProductCard doc={product({ discountPercent: 0.426 })} siteBucket={bucket} />)
    expect(screen.getByText('- 43%')).toBeInTheDocument()
  })

  it('computes the badge when no discountPercent is given', () => {
    render(
      <ProductCard doc={product({ retailPrice: 80, programPrice: 60, discountPercent: null })} siteBucket={bucket} />,
    )
    expect(screen.getByText('- 25%')).toBeInTheDocument()
  })
})

describe('ProductCard image', () => {
  it('uses {siteBucket}/product-{productCode}.jpg when there is no public image address', () => {
    render(<ProductCard doc={product()} siteBucket={bucket} />)
    expect(screen.getByRole('img', { name: /Multipurpose Paper/ })).toHaveAttribute(
      'src',
      'https://storage.example-cdn.net/ea-catalogue/product-348037.jpg',
    )
  })

  it('uses the public image address when set', () => {
    const publicImageUrl = 'https://images.odpbusiness.com/is/image/odpb/348037_p'
    render(<ProductCard doc={product({ publicImageUrl })} siteBucket={bucket} />)
    expect(screen.getByRole('img', { name: /Multipurpose Paper/ })).toHaveAttribute('src', publicImageUrl)
  })

  it('uses an uploaded image first', () => {
    const media = buildMediaDoc({ altText: 'Case of ten reams of copy paper', filename: 'paper-case.jpg' })
    render(<ProductCard doc={product({ productImage: media })} siteBucket={bucket} />)
    expect(screen.getByRole('img', { name: 'Case of ten reams of copy paper' })).toHaveAttribute(
      'src',
      '/cms-api/media/file/paper-case.jpg',
    )
  })
})

describe('ProductCard SHOP NOW link', () => {
  it('opens the product link in a new tab without giving it the opener', () => {
    render(<ProductCard doc={product()} siteBucket={bucket} />)
    expect(shopNow()).toHaveAttribute('href', 'https://www.odpbusiness.com/a/products/348037/')
    expect(shopNow()).toHaveAttribute('target', '_blank')
    expect(shopNow()).toHaveAttribute('rel', expect.stringContaining('noopener'))
  })

  it('carries the tracking attributes id, label, href and context', () => {
    render(<ProductCard doc={product()} siteBucket={bucket} trackContext="odp-collection:paper" />)
    const link = shopNow()
    expect(link).toHaveAttribute('data-track-id', '348037')
    expect(link).toHaveAttribute('data-track-label', buildProduct().productName)
    expect(link).toHaveAttribute('data-track-href', 'https://www.odpbusiness.com/a/products/348037/')
    expect(link).toHaveAttribute('data-track-context', 'odp-collection:paper')
  })
})
