import type { Header } from '@/payload-types'

type NavItem = NonNullable<Header['navItems']>[number]

const item = (label: string, url: string, extra: Partial<NavItem> = {}): NavItem => ({
  label,
  url,
  isExternal: false,
  visibility: 'ALWAYS',
  isHighlighted: false,
  children: [],
  ...extra,
})

/** The public navigation of spec section 2, in the spec's order. */
export function headerSeed(helpCenterUrl: string): Pick<Header, 'navItems'> {
  return {
    navItems: [
      item('Sign Up', '/onboard/sign-up', { isHighlighted: true }),
      item('Log In', '/onboard/sign-in', { visibility: 'LOGGED_OUT', isHighlighted: true }),
      item('What We Offer', '/what-we-offer'),
      item('Resources', '/resources'),
      item('Industries', '/industries/small-business', {
        children: [
          { label: 'Small Business', url: '/industries/small-business', isExternal: false },
          { label: 'Enterprise', url: '/industries/enterprise', isExternal: false },
          { label: 'State & Local Government', url: '/industries/state-and-local-government', isExternal: false },
          { label: 'Associations & Chambers', url: '/industries/associations-and-chambers', isExternal: false },
          { label: 'Corporation', url: '/industries/corporation', isExternal: false },
        ],
      }),
      item('Spend Navigator', '/services/spend-navigator'),
      item('Request for Quote', '/services/request-for-quote'),
      item('About Us', '/about-us'),
      item('Contact Us', helpCenterUrl, { isExternal: true }),
      item('Blog', '/resources'),
      item('My Dashboard', '/dashboard', { visibility: 'LOGGED_IN' }),
      item('My Profile', '/dashboard/my-account/profile', { visibility: 'LOGGED_IN' }),
      item('Help Center', '/dashboard/help-center', { visibility: 'LOGGED_IN' }),
      item('Vendor Programs', '/dashboard/vendors', { visibility: 'LOGGED_IN' }),
      item('Log Out', '/log-out', { visibility: 'LOGGED_IN', isHighlighted: true }),
    ],
  }
}
