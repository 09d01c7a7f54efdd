import { render, screen } from '@testing-library/react'

import { richText } from '@/lib/lexical'
import { LINK_ATTRIBUTE } from '@/lib/link-navigation'

import { buildMediaDoc } from '../../tests/factories/media'

import { RichText } from './RichText'

describe('RichText links', () => {
  it("links a document to its page as one of the site's links, without Payload's '#' and its console error", () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    render(
      <RichText
        data={richText({
          paragraph: [
            'Read ',
            {
              doc: { relationTo: 'pages', value: { id: 9, url: '/community/grant-competition' } },
              text: 'the grant rules',
            },
            ' and ',
            { doc: { relationTo: 'reads', value: { id: 2, slug: 'cash-flow-forecast' } }, text: 'our cash-flow guide' },
          ],
        })}
      />,
    )
    const rules = screen.getByRole('link', { name: 'the grant rules' })
    expect(rules).toHaveAttribute('href', '/community/grant-competition')
    expect(rules).toHaveAttribute(LINK_ATTRIBUTE, '')
    expect(rules).not.toHaveAttribute('target')
    expect(screen.getByRole('link', { name: 'our cash-flow guide' })).toHaveAttribute(
      'href',
      '/resources/reads/cash-flow-forecast',
    )
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
  })

  it("opens another site's address in a plain anchor, in a new tab when asked", () => {
    render(
      <RichText
        data={richText({
          paragraph: [
            { link: 'https://www.sba.gov/funding-programs', text: 'SBA funding programs', newTab: true },
            { link: '/about-us', text: 'About us' },
          ],
        })}
      />,
    )
    const sba = screen.getByRole('link', { name: 'SBA funding programs (opens in a new tab)' })
    expect(sba).toHaveAttribute('href', 'https://www.sba.gov/funding-programs')
    expect(sba).toHaveAttribute('target', '_blank')
    expect(sba).toHaveAttribute('rel', 'noopener noreferrer')
    expect(sba).not.toHaveAttribute(LINK_ATTRIBUTE)
    expect(screen.getByRole('link', { name: 'About us' })).toHaveAttribute(LINK_ATTRIBUTE, '')
  })

  it('shows the text alone where the link has nowhere safe to go', () => {
    render(
      <RichText
        data={richText({
          paragraph: [
            { doc: { relationTo: 'pages', value: 41 }, text: 'an unpublished page' },
            ' and ',
            { link: 'javascript:alert(document.cookie)', text: 'a script address' },
          ],
        })}
      />,
    )
    expect(screen.getByText(/an unpublished page and a script address/)).toBeInTheDocument()
    expect(screen.queryByRole('link')).toBeNull()
  })
})

/** A state whose root holds the given nodes as they are stored (nodes the helpers do not build). */
const stateOf = (...children: Record<string, unknown>[]) => ({
  root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children },
})

describe('RichText documents and media placed in the text', () => {
  it('shows a placed document as its title linking to its page, and nothing for one it cannot read', () => {
    const { container } = render(
      <RichText
        data={stateOf(
          {
            type: 'relationship',
            version: 2,
            format: '',
            relationTo: 'events',
            value: { id: 3, eventSlug: 'tax-prep-workshop', eventTitle: 'Tax prep workshop' },
          },
          { type: 'relationship', version: 2, format: '', relationTo: 'events', value: 8 },
          { type: 'a-node-the-site-does-not-know', version: 1 },
        )}
      />,
    )
    const event = screen.getByRole('link', { name: 'Tax prep workshop' })
    expect(event).toHaveAttribute('href', '/community/events/tax-prep-workshop')
    expect(event).toHaveAttribute(LINK_ATTRIBUTE, '')
    expect(screen.getAllByRole('link')).toHaveLength(1)
    // Payload's converter wrote the words "unknown node" into the page.
    expect(container).not.toHaveTextContent(/unknown node/i)
  })

  it('shows an image by its alternative text in its own proportions, and a PDF as a link to the file', () => {
    const photo = buildMediaDoc({ width: 1200, height: 800 })
    const guide = buildMediaDoc({
      url: '/cms-api/media/file/shipping-rates.pdf',
      mimeType: 'application/pdf',
      altText: 'Shipping rate card (PDF)',
    })
    render(
      <RichText
        data={stateOf(
          { type: 'upload', version: 3, format: '', relationTo: 'media', value: photo, fields: null },
          { type: 'upload', version: 3, format: '', relationTo: 'media', value: guide, fields: null },
        )}
      />,
    )
    const image = screen.getByRole('img', { name: photo.altText })
    expect(image.parentElement).toHaveStyle({ aspectRatio: '1200 / 800' })
    expect(screen.getByRole('link', { name: 'Shipping rate card (PDF)' })).toHaveAttribute(
      'href',
      '/cms-api/media/file/shipping-rates.pdf',
    )
  })
})
