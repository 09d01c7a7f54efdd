import { render, screen } from '@testing-library/react'

import { asDoc } from '../../../tests/factories/doc'
import { buildResource } from '../../../tests/factories/resource'
import { ResourceCard } from './Component'

const resource = (overrides: Parameters<typeof buildResource>[0] = {}) => asDoc('resources', buildResource(overrides))

describe('ResourceCard', () => {
  it('links to /resources/downloads/{resourceSlug}', () => {
    render(<ResourceCard doc={resource()} />)
    expect(screen.getByRole('link', { name: 'Small business budget template' })).toHaveAttribute(
      'href',
      '/resources/downloads/small-business-budget-template',
    )
  })

  it("labels the button 'Download' and downloads the first file under its name", () => {
    render(<ResourceCard doc={resource()} />)
    const button = screen.getByRole('link', { name: 'Download – Small business budget template' })
    expect(button).toHaveAttribute('href', '/cms-api/media/file/small-business-budget-template.pdf')
    expect(button).toHaveAttribute('download', 'small-business-budget-template.pdf')
  })

  it('saves a file without a name as supportDoc.pdf', () => {
    const files = [{ assetType: 'PDF' as const, url: '/cms-api/media/file/budget.pdf' }]
    render(<ResourceCard doc={resource({ resourceFiles: files })} />)
    expect(screen.getByRole('link', { name: /^Download/ })).toHaveAttribute('download', 'supportDoc.pdf')
  })

  it('uses its own button label when set', () => {
    render(<ResourceCard doc={resource({ resourceCtaLabel: 'Get the template' })} />)
    expect(screen.getByRole('link', { name: 'Get the template – Small business budget template' })).toBeInTheDocument()
    expect(screen.queryByText('Download')).not.toBeInTheDocument()
  })

  it('opens the source address in a new tab when there is no file', () => {
    render(
      <ResourceCard
        doc={resource({
          resourceFiles: [],
          resourceSourceUrl: 'https://www.sba.gov/business-guide/plan-your-business',
        })}
      />,
    )
    const button = screen.getByRole('link', { name: /^Download/ })
    expect(button).toHaveAttribute('href', 'https://www.sba.gov/business-guide/plan-your-business')
    expect(button).toHaveAttribute('target', '_blank')
    expect(button).toHaveAttribute('rel', expect.stringContaining('noopener'))
  })

  it('sends the button to the resource page when there is neither file nor source', () => {
    render(<ResourceCard doc={resource({ resourceFiles: [], resourceSourceUrl: null })} />)
    const button = screen.getByRole('link', { name: /^Download/ })
    expect(button).toHaveAttribute('href', '/resources/downloads/small-business-budget-template')
    expect(button).not.toHaveAttribute('target')
  })

  it('shows a Partnership sticker on featured resources only', () => {
    const { rerender } = render(<ResourceCard doc={resource({ isFeatured: true })} />)
    expect(screen.getByText('Partnership')).toBeInTheDocument()
    rerender(<ResourceCard doc={resource({ isFeatured: false })} />)
    expect(screen.queryByText('Partnership')).not.toBeInTheDocument()
  })

  it('shows its own tags', () => {
    render(<ResourceCard doc={resource()} />)
    const tags = screen.getByRole('list', { name: 'Tags' })
    expect(tags).toHaveTextContent('EA')
    expect(tags).toHaveTextContent('Finance')
  })

  it('shows the default EA tag when it has none', () => {
    render(<ResourceCard doc={resource({ resourceTags: [] })} />)
    const tags = screen.getByRole('list', { name: 'Tags' })
    expect(tags.textContent).toBe('EA')
  })
})
