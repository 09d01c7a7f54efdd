import { render, screen } from '@testing-library/react'

import { richText } from '@/lib/lexical'

import { asDoc } from '../../../tests/factories/doc'
import { buildFaq } from '../../../tests/factories/faq'
import { FaqItem } from './Component'

describe('FaqItem', () => {
  it('shows the question and, inside the disclosure, the answer', () => {
    const { container } = render(<FaqItem doc={asDoc('faqs', buildFaq())} />)
    expect(screen.getByRole('heading', { name: 'Does it cost anything to join?' })).toBeInTheDocument()
    expect(container.querySelector('details')).toHaveTextContent(/Joining the Collective is free/)
    expect(container.querySelector('details')).not.toHaveAttribute('open')
  })

  it('starts open when asked', () => {
    const { container } = render(<FaqItem doc={asDoc('faqs', buildFaq())} defaultOpen />)
    expect(container.querySelector('details')).toHaveAttribute('open')
  })

  it('carries the tracking attributes on its toggle', () => {
    const { container } = render(<FaqItem doc={asDoc('faqs', buildFaq())} trackContext="faq:membership" />)
    const toggle = container.querySelector('summary')
    expect(toggle).toHaveAttribute('data-track-id', 'membership-cost')
    expect(toggle).toHaveAttribute('data-track-label', 'Does it cost anything to join?')
    expect(toggle).toHaveAttribute('data-track-href', '#faq-membership-cost')
    expect(toggle).toHaveAttribute('data-track-context', 'faq:membership')
    expect(container.querySelector('details')).toHaveAttribute('id', 'faq-membership-cost')
  })

  it('renders an inline block question without a document', () => {
    const item = { id: '6650f1', faqHeadline: 'Can I keep my current vendors?', faqCopy: richText('Yes.') }
    const { container } = render(<FaqItem doc={item} />)
    expect(screen.getByRole('heading', { name: 'Can I keep my current vendors?' })).toBeInTheDocument()
    expect(container.querySelector('summary')).toHaveAttribute('data-track-id', '6650f1')
  })
})
