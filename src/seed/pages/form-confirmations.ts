import { richText } from '@/lib/lexical'

import { seedButton } from '../buttons'
import type { PageSeed } from './types'

/** Closes every confirmation for visitors: membership is free and is where the pricing lives. */
const joinCallToAction = {
  blockType: 'callToAction' as const,
  headline: 'Not a member yet?',
  richText: richText(
    'Membership is free. Join to see program prices, request member benefits and follow your requests from your dashboard.',
  ),
  layerStyle: 'light' as const,
  // Members already joined: with its one button hidden from them, the block is not shown to them.
  buttons: [seedButton('Join Collective for free', '/onboard/sign-up', { icon: 'arrowForward', hideButtonIf: ['MEMBER', 'PLUS'] })],
}

/**
 * The pages forms land on after a successful submission (spec 2, confirmation pseudo-routes):
 * {pageSource}-confirmation, -details, -confirm, {pageSource}/confirm and the default
 * lead-form-simple-download. Every form source a seeded form uses has its page here. They are
 * CONFIRMATION pages: kept out of search results and the sitemap.
 */
function confirmation(
  slug: string,
  pagePath: string,
  {
    name,
    title,
    description,
    headline,
    copy,
    steps,
    buttons = [
      seedButton('Explore member benefits', '/benefits', { icon: 'arrowForward' }),
      seedButton('Browse resources', '/resources', { variant: 'outline' }),
    ],
  }: {
    name: string
    title: string
    description: string
    headline: string
    copy: string
    steps: { text: string; detail: string }[]
    buttons?: ReturnType<typeof seedButton>[]
  },
): PageSeed {
  return {
    pageName: name,
    slug,
    pagePath,
    pageType: 'CONFIRMATION',
    pageCategory: 'DEFAULT',
    meta: { title: `${title} | EA Collective`, description },
    layout: [
      {
        blockType: 'hero',
        eyebrow: 'Thank you',
        headline,
        richText: richText(copy),
        layerStyle: 'dark',
        buttons,
      },
      { blockType: 'checklist', headline: 'What happens next', layerStyle: 'white', columns: '1', items: steps },
      joinCallToAction,
    ],
  }
}

export const grantConfirmationPage = confirmation('grant-competition-confirmation', '', {
  name: 'Grant application received',
  title: 'Your grant application is in',
  description: 'We have received your application for the $5,000 small business technology grant. Here is what happens between now and the announcement.',
  headline: 'Your grant application is in',
  copy: 'Thank you for applying for the $5,000 technology grant. Your application is with the review panel, and we will write to the email address you gave if you are a finalist. Each round closes on the 15th of the quarter’s second month; an application received after a round closes is entered in the next round. The winner is announced in the quarter’s last week.',
  steps: [
    { text: 'We read every application', detail: 'A panel of three (an Entrepreneurs Alliance staff member, a vendor partner and a past winner) scores each one on impact, plan, story and growth.' },
    { text: 'Finalists hear from us first', detail: 'Within three weeks of the close, five finalists are invited to a 20-minute video call with the judges.' },
    { text: 'The winner is announced', detail: 'In the last week of the quarter, by email to every applicant and on our Discord and social channels.' },
  ],
})

export const spendNavigatorConfirmPage = confirmation('spend-navigator-confirm', '', {
  name: 'Spend Navigator: estimate requested',
  title: 'Your savings estimate is on its way',
  description: 'We have everything we need to prepare your Spend Navigator estimate. A specialist emails it within two business days.',
  headline: 'Your savings estimate is on its way',
  copy: 'Thank you. A purchasing specialist is preparing your estimate from the spend and categories you gave us, and will email it within two business days.',
  steps: [
    { text: 'We compare your spend with member pricing', detail: 'Category by category, across office supplies, shipping, technology and software.' },
    { text: 'You receive a written estimate', detail: 'It shows where you would save the most and by how much, in plain figures.' },
    { text: 'You decide what to do', detail: 'Join free to use the pricing, or keep the estimate for later. No obligation.' },
  ],
})

export const requestForQuoteConfirmPage = confirmation('confirm', 'request-for-quote', {
  name: 'Request for quote received',
  title: 'Your quote request is in',
  description: 'We have received your request for a line-by-line member price quote and will email it within two business days.',
  headline: 'Your quote request is in',
  copy: 'Thank you. Our team matches each item in your spreadsheet with the member catalogue and sends you a line-by-line quote within two business days.',
  steps: [
    { text: 'We match your items', detail: 'Each product code or description is matched with the closest catalogue item.' },
    { text: 'You receive your quote', detail: 'Program price, retail price and the saving for each line, by email.' },
    { text: 'Order at program prices', detail: 'Join free, upgrade to Plus and link your vendor accounts whenever you are ready.' },
  ],
})

export const leadFormConfirmationPage = confirmation('lead-form-confirmation', '', {
  name: 'Thanks for getting in touch',
  title: 'Thanks for getting in touch',
  description: 'We have your details. A member specialist will contact you within two business days about the programs that fit.',
  headline: 'Thanks for your interest!',
  copy: 'We’ll get back to you shortly. A member specialist will contact you within two business days to talk through the programs that fit your business.',
  steps: [
    { text: 'A specialist reviews your details', detail: 'So the first conversation is about your business, not a script.' },
    { text: 'We suggest the programs that fit', detail: 'Office supplies, shipping, technology and the benefits worth your time.' },
  ],
})

export const supplierFormConfirmationPage = confirmation('supplier-form-confirmation', '', {
  name: 'Supplier enquiry received',
  title: 'Thanks for your supplier enquiry',
  description: 'Our partnerships team has your supplier enquiry and replies to every one within two business days.',
  headline: 'Thanks for your supplier enquiry',
  copy: 'Our partnerships team reviews every supplier enquiry and replies within two business days.',
  steps: [
    { text: 'We review your offer', detail: 'We look at fit with what our members buy and the value to them.' },
    { text: 'We set up a call', detail: 'If there is a fit, we arrange a call with our partnerships lead.' },
  ],
})

export const partnerFormConfirmationPage = confirmation('partner-form-confirmation', '', {
  name: 'Partnership enquiry received',
  title: 'Thanks, our partnerships team has your details',
  description: 'Our partnerships team has your enquiry and replies within two business days with ideas for working together and times for a call.',
  headline: 'Thanks, our partnerships team has your details',
  copy: 'We work with agencies, chambers, associations and corporations that want the small businesses around them to buy better. Expect a reply from a named contact within two business days.',
  steps: [
    { text: 'We learn about your members or suppliers', detail: 'How many businesses you reach, where they are and what they buy most.' },
    { text: 'We send a short proposal', detail: 'A group code, co-branded launch materials and the events or grant outreach that fit your calendar.' },
    { text: 'We launch together', detail: 'Most partners announce the benefit to their businesses within a month of the first call.' },
  ],
  buttons: [
    seedButton('What members get', '/what-we-offer', { icon: 'arrowForward' }),
    seedButton('See the member benefits', '/benefits', { variant: 'outline' }),
  ],
})

export const savingsWalkthroughConfirmationPage = confirmation('savings-walkthrough-confirmation', '', {
  name: 'Savings walkthrough requested',
  title: 'Your savings walkthrough is on its way',
  description: 'A member specialist is matching your business with the programs that fit and will email you a short walkthrough within two business days.',
  headline: 'Your savings walkthrough is on its way',
  copy: 'Thank you. A member specialist is matching your business with the programs that fit its size and will email you a short walkthrough within two business days.',
  steps: [
    { text: 'We look at businesses like yours', detail: 'What members of your size buy most, and where member pricing saves them the most.' },
    { text: 'You receive a short walkthrough', detail: 'The two or three programs worth starting with, with typical savings in plain figures.' },
    { text: 'Join when you are ready', detail: 'Membership is free. Upgrade to Plus to link your ODP, Dell and FedEx accounts; our team confirms each link, usually within two business days.' },
  ],
})

export const odpBusinessAccountConfirmationPage = confirmation('odp-business-account-confirmation', '', {
  name: 'ODP business account requested',
  title: 'Your business account request is in',
  description: 'Our team has your request for an ODP Business Solutions credit account and passes it to their credit team within two business days.',
  headline: 'Your business account request is in',
  copy: 'Thank you. Our team passes your request to ODP Business Solutions within two business days, and their credit team then emails you the application. If you are signed in, the request also shows in My Requests in your dashboard.',
  steps: [
    { text: 'Watch for the application email', detail: 'It comes from ODP Business Solutions and asks for your EIN, years in business and an accounts payable contact.' },
    { text: 'ODP Business Solutions decides on credit', detail: 'Most decisions arrive within two business days of your completed application. We never see your credit details.' },
    { text: 'Link the account to your membership', detail: 'Once ODP opens the account, enter its number on the ODP page of your dashboard (part of Plus). Our team confirms the link, usually within two business days, and program prices then apply.' },
  ],
  buttons: [
    seedButton('About the store purchasing card', '/vendors/odp/ea-express/store-purchasing-card', { icon: 'arrowForward' }),
    seedButton('All discount options', '/vendors/odp/ea-express/discount-options', { variant: 'outline' }),
  ],
})

/**
 * The form confirmation (`formConfirm`) simple lead forms land on by default: the cash flow
 * toolkit they ask for, with links to its two files.
 */
export const leadFormSimpleDownloadPage = confirmation('lead-form-simple-download', '', {
  name: 'Your download is ready',
  title: 'Your download is ready',
  description: 'Thanks for your interest in EA Collective. Your cash flow toolkit is ready: the 13-week forecast and the annual budget template.',
  headline: 'Thanks! Your toolkit is ready',
  copy: 'Download the two files below and open them in Excel, Numbers or Google Sheets. Both are CSV files with example figures you can replace with your own.',
  steps: [
    { text: 'Start with the annual budget', detail: 'Twelve months of income and costs on one sheet shows which months run short.' },
    { text: 'Then forecast the next thirteen weeks', detail: 'The week-by-week forecast flags the weeks that fall below the cushion you want to keep.' },
    { text: 'Join for free', detail: 'Membership is free: program prices in the ODP catalogue, member benefits, member guides and events.' },
  ],
  buttons: [
    seedButton('13-week cash flow forecast', '/resources/downloads/13-week-cash-flow-forecast', { icon: 'arrowForward' }),
    seedButton('Annual budget template', '/resources/downloads/annual-small-business-budget-template', { variant: 'outline' }),
  ],
})

/** Spend Navigator step 2: the page step 1 leads to ({pageSource}-details). */
export const spendNavigatorDetailsPage: PageSeed = {
  pageName: 'Spend Navigator: your spend',
  slug: 'spend-navigator-details',
  pagePath: '',
  pageType: 'FORM',
  pageCategory: 'DEFAULT',
  meta: {
    title: 'Spend Navigator: tell us about your spend | EA Collective',
    description: 'Step 2 of the Spend Navigator: your team size, annual spend and what you buy.',
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Services · Spend Navigator',
      headline: 'Thanks! Now, a little about your spend',
      richText: richText('We have your contact details. Two more questions and your estimate is on its way.'),
      layerStyle: 'dark',
      buttons: [seedButton('Continue to step 2', '#request', { icon: 'arrowForward' })],
    },
    {
      blockType: 'siteForm',
      layerStyle: 'light',
      formKind: 'prospect-step-2',
      anchor: 'request',
      headline: 'Step 2 of 2: your spend',
      subheadline: 'A rough figure is fine. We use it only to prepare your estimate.',
      pageSource: 'spend-navigator',
      submitLabel: 'Submit',
      isRedirect: true,
    },
    joinCallToAction,
  ],
}

export const odpAccountIssueConfirmationPage = confirmation('odp-account-issue-confirmation', '', {
  name: 'ODP account problem reported',
  title: 'We have your report',
  description: 'Member services has your report about your ODP account and replies within two business days.',
  headline: 'We have your report',
  copy: 'Thank you for telling us. A member services specialist is looking into your ODP account and will reply within two business days, by email or phone.',
  steps: [
    { text: 'We check your account with ODP', detail: 'We confirm the account is linked to your membership and carries member pricing.' },
    { text: 'We fix it or tell you what we need', detail: 'Most problems are solved on our side; sometimes we need a store receipt or an account number.' },
    { text: 'Prices show the member rate', detail: 'Sign out of the ODP site and back in once we confirm, and member prices apply.' },
  ],
})
