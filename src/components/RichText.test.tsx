import { render, screen } from '@testing-library/react'

import { richText } from '@/lib/lexical'
import { LINK_ATTRIBUTE } from '@/lib/link-navigation'

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
    const sba = screen.getByRole('link', { name: 'SBA funding programs' })
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
