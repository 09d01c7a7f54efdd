import { renderSubmissionEmail } from './submission-email'

const siteUrl = 'http://localhost:3000/'

describe("the operators' new-submission email", () => {
  it("names the form and lists every field under its form's label, values in words", () => {
    const email = renderSubmissionEmail(
      {
        id: 41,
        form: 'quote',
        formType: 'ProspectWithQuoteForm',
        pageSource: 'request-for-quote',
        email: 'maria@romerodental.com',
        company: 'Romero Dental',
        data: {
          firstName: 'Maria',
          company: 'Romero Dental',
          quoteData: { fileId: '3', fileName: 'orders.xlsx', fileSize: 48_128, mimeType: 'application/vnd.ms-excel' },
          terms: true,
          pageSource: 'request-for-quote',
        },
      },
      siteUrl,
    )
    expect(email.subject).toBe('New Request for quote submission from Romero Dental, maria@romerodental.com')
    expect(email.text.split('\n')).toEqual([
      'New Request for quote submission from Romero Dental, maria@romerodental.com (page request-for-quote).',
      '',
      'First name: Maria',
      'Business name: Romero Dental',
      'Your purchase history: orders.xlsx (47.0 KB)',
      'I accept the terms and conditions: Yes',
      'Sent from page: request-for-quote',
      '',
      'Open it: http://localhost:3000/admin/collections/form-submissions/41',
    ])
    expect(email.html).not.toContain('{')
    expect(email.html).toContain('>Your purchase history</th>')
    expect(email.html).toContain('href="http://localhost:3000/admin/collections/form-submissions/41"')
  })

  it('names a built form by its name, and escapes what visitors typed', () => {
    const email = renderSubmissionEmail(
      {
        id: 7,
        form: 'builder',
        formType: 'ODP_ACCOUNT_ISSUE',
        formInfo: { formName: 'ODP account issue', formSlug: 'odp-account-issue' },
        data: { problem: '<b>Prices</b> & totals', phoneNumber: '6175550199' },
      },
      siteUrl,
    )
    expect(email.subject).toBe('New ODP account issue submission from a visitor')
    expect(email.text).toContain('Problem: <b>Prices</b> & totals')
    expect(email.text).toContain('Phone number: 6175550199')
    expect(email.html).toContain('&lt;b&gt;Prices&lt;/b&gt; &amp; totals')
    expect(email.html).not.toContain('<b>')
  })
})
