import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { richText } from '@/lib/lexical'
import type { FaqBlock as FaqBlockData } from '@/payload-types'

import { loggedOutViewer } from '../shared/test-fixtures'

import { FaqBlock } from './Component'

const block: FaqBlockData = {
  blockType: 'faq',
  id: 'faq-block',
  headline: 'Frequently asked questions',
  items: [
    {
      id: 'faq-cost',
      faqHeadline: 'Does membership cost anything?',
      faqCopy: richText('No. Membership is free for every small business.'),
    },
    {
      id: 'faq-vendors',
      faqHeadline: 'Can I keep my current vendor accounts?',
      faqCopy: richText('Yes. Link them from your dashboard and member pricing applies.'),
    },
  ],
}

const renderFaq = () => render(<FaqBlock block={block} viewer={loggedOutViewer} isDashboard={false} isFirst={false} />)

describe('FaqBlock', () => {
  it('starts with every answer closed', () => {
    renderFaq()
    for (const toggle of screen.getAllByRole('button')) expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByText('No. Membership is free for every small business.')).not.toBeVisible()
  })

  it('opens and closes an answer with its question button', async () => {
    const user = userEvent.setup()
    renderFaq()
    const toggle = screen.getByRole('button', { name: 'Does membership cost anything?' })
    const answer = screen.getByText('No. Membership is free for every small business.')

    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(answer).toBeVisible()
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toContainElement(answer)

    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(answer).not.toBeVisible()
  })

  it('keeps other answers as they were', async () => {
    const user = userEvent.setup()
    renderFaq()
    await user.click(screen.getByRole('button', { name: 'Does membership cost anything?' }))
    await user.click(screen.getByRole('button', { name: 'Can I keep my current vendor accounts?' }))
    expect(screen.getByRole('button', { name: 'Does membership cost anything?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    expect(screen.getByRole('button', { name: 'Can I keep my current vendor accounts?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
  })

  it('toggles from the keyboard', async () => {
    const user = userEvent.setup()
    renderFaq()
    await user.tab()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('button', { name: 'Does membership cost anything?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    await user.keyboard(' ')
    expect(screen.getByRole('button', { name: 'Does membership cost anything?' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
  })

  it('carries tracking attributes on each toggle', () => {
    renderFaq()
    const toggle = screen.getByRole('button', { name: 'Can I keep my current vendor accounts?' })
    expect(toggle).toHaveAttribute('data-track-id', 'faq-vendors')
    expect(toggle).toHaveAttribute('data-track-label', 'Can I keep my current vendor accounts?')
    expect(toggle).toHaveAttribute('data-track-context', 'faq')
  })

  it('puts the questions under the block headline', () => {
    renderFaq()
    expect(screen.getByRole('heading', { level: 2, name: 'Frequently asked questions' })).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2)
  })
})
