import { extractLinks } from './links'
import { renderNoticeEmail } from './notice'

describe('renderNoticeEmail', () => {
  const email = renderNoticeEmail({
    productName: 'EA Collective',
    subject: 'Welcome to Plus',
    name: 'Dana',
    paragraphs: ['The business account of A & B <Co> is open.'],
    actions: [
      { label: 'Activate deals', url: 'http://localhost:3000/dashboard/vendors' },
      { label: 'Go to benefits', url: 'http://localhost:3000/dashboard/benefits' },
    ],
  })

  it('writes the same notice as text and as accessible HTML with no remote assets', () => {
    expect(email.text).toBe(
      [
        'Hi Dana,',
        '',
        'The business account of A & B <Co> is open.',
        '',
        'Activate deals: http://localhost:3000/dashboard/vendors',
        'Go to benefits: http://localhost:3000/dashboard/benefits',
        '',
        '— EA Collective',
      ].join('\n'),
    )
    expect(email.html).toMatch(/<html lang="en">/)
    expect(email.html).toMatch(/<h1[^>]*>Welcome to Plus<\/h1>/)
    expect(email.html).toContain('A &amp; B &lt;Co&gt;')
    expect(email.html).not.toMatch(/<img|<link|url\(|@import|<script/i)
  })

  it('links every action, the first as the button', () => {
    expect(extractLinks(email)).toEqual([
      'http://localhost:3000/dashboard/vendors',
      'http://localhost:3000/dashboard/benefits',
    ])
    expect(email.html).toMatch(/<a href="http:\/\/localhost:3000\/dashboard\/vendors" style="display:inline-block/)
  })
})
