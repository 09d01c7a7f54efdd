import type { Footer } from '@/payload-types'

type Link = { navLinkLabel: string; navLinkUrl: string; isExternal?: boolean }
const links = (...items: Link[]) => items.map((l) => ({ isExternal: false, navLinkSize: 'md' as const, ...l }))

export function footerSeed(helpCenterUrl: string): Omit<Footer, 'id' | 'updatedAt' | 'createdAt'> {
  return {
    tagline: 'Buying power, know-how and a community for America’s small businesses. Membership is free.',
    linkGroups: [
      {
        title: 'Programs',
        links: links(
          { navLinkLabel: 'What We Offer', navLinkUrl: '/what-we-offer' },
          { navLinkLabel: 'Business Essentials', navLinkUrl: '/services/business-essentials' },
          { navLinkLabel: 'Member Benefits', navLinkUrl: '/benefits' },
          { navLinkLabel: 'Spend Navigator', navLinkUrl: '/services/spend-navigator' },
          { navLinkLabel: 'Request for Quote', navLinkUrl: '/services/request-for-quote' },
        ),
      },
      {
        title: 'Industries',
        links: links(
          { navLinkLabel: 'Small Business', navLinkUrl: '/industries/small-business' },
          { navLinkLabel: 'Enterprise', navLinkUrl: '/industries/enterprise' },
          { navLinkLabel: 'State & Local Government', navLinkUrl: '/industries/state-and-local-government' },
          { navLinkLabel: 'Associations & Chambers', navLinkUrl: '/industries/associations-and-chambers' },
          { navLinkLabel: 'Corporation', navLinkUrl: '/industries/corporation' },
        ),
      },
      {
        title: 'Community',
        links: links(
          { navLinkLabel: 'Events', navLinkUrl: '/community/events' },
          { navLinkLabel: 'Grant Competition', navLinkUrl: '/community/grant-competition' },
          { navLinkLabel: 'Join us on Discord', navLinkUrl: '/community/connect-in-discord' },
          { navLinkLabel: 'Blog', navLinkUrl: '/resources' },
        ),
      },
      {
        title: 'Company',
        links: links(
          { navLinkLabel: 'About Us', navLinkUrl: '/about-us' },
          { navLinkLabel: 'Contact Us', navLinkUrl: helpCenterUrl, isExternal: true },
          { navLinkLabel: 'Terms and Conditions', navLinkUrl: '/legal/terms-and-conditions' },
          { navLinkLabel: 'Privacy Policy', navLinkUrl: '/legal/privacy-policy' },
          { navLinkLabel: 'Disclaimer', navLinkUrl: '/legal/disclaimer' },
        ),
      },
    ],
    copyright: '© 2024 Entrepreneurs Alliance. All rights reserved.',
  }
}
