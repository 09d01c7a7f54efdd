import { render, screen } from '@testing-library/react'
import type { TextField } from 'payload'

import { FEATURE_ICON_NAMES } from './icon-options'
import { featureIcon } from './icons'
import { hasFeatureLink } from './feature-link'
import { hrefField } from './fields'
import { isDarkLayer, layerClasses } from './layer'
import { BlockHeading, CardBlock } from './section'

describe('layer styles', () => {
  it('give light text on the brand and dark layers only', () => {
    expect(isDarkLayer('brand')).toBe(true)
    expect(isDarkLayer('dark')).toBe(true)
    expect(isDarkLayer('light')).toBe(false)
    expect(isDarkLayer('white')).toBe(false)
  })

  it('fall back to white for unknown or empty styles', () => {
    expect(layerClasses(null)).toBe('bg-white text-ink')
    expect(layerClasses('neon')).toBe('bg-white text-ink')
    expect(layerClasses('light')).toBe('bg-surface text-ink')
  })
})

describe('hrefField', () => {
  const validate = (value: unknown) =>
    (hrefField('featurePath') as TextField & { validate: (value: unknown) => true | string }).validate(value)

  it('accepts site paths, http(s) addresses and empty values', () => {
    expect(validate('/dashboard/benefits')).toBe(true)
    expect(validate('https://help.example.com/hc/en-us')).toBe(true)
    expect(validate('')).toBe(true)
    expect(validate(null)).toBe(true)
  })

  it('rejects anything else with a message', () => {
    expect(validate('javascript:alert(1)')).toMatch(/starting with \//)
    expect(validate('dashboard/benefits')).toMatch(/starting with \//)
  })
})

describe('hasFeatureLink', () => {
  it('needs both a label and a path', () => {
    expect(hasFeatureLink({ featureLabel: 'See all', featurePath: '/benefits' })).toBe(true)
    expect(hasFeatureLink({ featureLabel: 'See all', featurePath: ' ' })).toBe(false)
    expect(hasFeatureLink({ featurePath: '/benefits' })).toBe(false)
  })
})

describe('featureIcon', () => {
  it('has an icon for every option and none for unknown names', () => {
    for (const name of FEATURE_ICON_NAMES) expect(featureIcon(name), name).not.toBeNull()
    expect(featureIcon('constructor')).toBeNull()
    expect(featureIcon(null)).toBeNull()
  })
})

describe('BlockHeading', () => {
  it('is an h1 for the first block and an h2 otherwise', () => {
    const { rerender } = render(
      <BlockHeading isFirst isDashboard={false}>
        Save on what your business buys
      </BlockHeading>,
    )
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument()
    rerender(
      <BlockHeading isFirst={false} isDashboard={false}>
        Save on what your business buys
      </BlockHeading>,
    )
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument()
  })
})

describe('CardBlock', () => {
  it('is a section named by its headline, with the subheadline and content in a card at its anchor', () => {
    const { container } = render(
      <CardBlock
        blockType="siteForm"
        block={{ headline: 'Apply for the grant', subheadline: 'It takes ten minutes.', layerStyle: 'brand' }}
        isDashboard={false}
        isFirst={false}
        anchor="apply"
      >
        <button type="button">Start</button>
      </CardBlock>,
    )
    const section = screen.getByRole('region', { name: 'Apply for the grant' })
    expect(section).toHaveAttribute('data-block', 'siteForm')
    expect(screen.getByRole('heading', { level: 2, name: 'Apply for the grant' })).toBeInTheDocument()
    const card = container.querySelector('#apply')
    expect(card).toHaveClass('max-w-card-max', ...layerClasses('brand').split(' '))
    expect(card).toHaveTextContent('It takes ten minutes.')
    expect(card).toContainElement(screen.getByRole('button', { name: 'Start' }))
  })

  it('has no heading, name or anchor when none is given', () => {
    const { container } = render(
      <CardBlock blockType="shareCard" block={{}} isDashboard={false} isFirst>
        <p>Pass it on</p>
      </CardBlock>,
    )
    expect(screen.queryByRole('heading')).not.toBeInTheDocument()
    const section = container.querySelector('section[data-block="shareCard"]')
    expect(section).not.toHaveAttribute('aria-labelledby')
    expect(container.querySelector('[id]')).toBeNull()
  })
})
