import { richText } from '@/lib/lexical'

import { seedButton } from '../buttons'
import { faq, joinButton, story } from './common'
import type { PageSeed } from './types'

export const homePage: PageSeed = {
  pageName: 'Home',
  slug: 'home',
  pagePath: '',
  pageType: 'PAGE',
  pageCategory: 'DEFAULT',
  meta: {
    title: 'EA Collective: buying power for small businesses',
    description:
      'Join EA Collective free for program prices on supplies, technology and shipping, member benefits, guides, events and a $5,000 technology grant.',
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Free membership for small businesses',
      headline: 'The buying power of a big company, built for yours',
      richText: richText(
        'EA Collective brings more than 40,000 small businesses together so each of them pays less for the things every business needs: office supplies, laptops and software, and shipping.',
        'Join free in two minutes, upgrade to Plus, and keep your current vendors: link the accounts you already buy with and save on your next order.',
      ),
      layerStyle: 'brand',
      buttons: [
        seedButton('Join the Collective', '/onboard/sign-up', {
          icon: 'arrowForward',
          perUserType: [
            {
              userType: 'GUEST',
              label: 'Join the Collective',
              href: '/onboard/sign-up',
              info: 'Free. No credit card needed.',
            },
            { userType: 'MEMBER', label: 'Go to My Dashboard', href: '/dashboard', info: null },
            { userType: 'PLUS', label: 'Go to My Dashboard', href: '/dashboard', info: null },
          ],
        }),
        seedButton('See what we offer', '/what-we-offer', { variant: 'outline' }),
      ],
    },
    {
      blockType: 'ticker',
      headline: 'Member pricing with the brands you already buy from',
      layerStyle: 'white',
      speedFactor: 4,
      items: [
        { label: 'ODP Business Solutions', href: '/vendors/odp/ea-express' },
        { label: 'Dell Technologies', href: '/vendors/dell/ea-express' },
        { label: 'FedEx', href: '/vendors/fedex/ea-express' },
        { label: 'Office Depot and OfficeMax stores', href: '/vendors/odp/ea-express/store-purchasing-card' },
        { label: 'Dell business laptops', href: '/vendors/dell/ea-express/technology-discounts' },
        { label: 'FedEx Express and Ground', href: '/vendors/fedex/ea-express/shipping-discounts' },
      ],
    },
    {
      blockType: 'feature',
      headline: 'One free membership, three ways to spend less',
      subheadline:
        'Upgrade to Plus, link the vendor accounts that fit and pay program prices on them. There is no minimum order.',
      layerStyle: 'light',
      columns: '3',
      items: [
        {
          icon: 'printing',
          headline: 'Office supplies with ODP Business Solutions',
          copy: 'Paper, ink and toner, cleaning and breakroom supplies at program prices, online or in any Office Depot and OfficeMax store.',
        },
        {
          icon: 'technology',
          headline: 'Technology with Dell Technologies',
          copy: 'Member pricing on business laptops, desktops, monitors and accessories, with a Dell advisor who knows small teams.',
        },
        {
          icon: 'shipping',
          headline: 'Shipping with FedEx',
          copy: 'Discounts on base rates for eligible FedEx Express, FedEx Ground and FedEx Home Delivery shipments, on a FedEx account you own.',
        },
      ],
      buttons: [seedButton('Explore the buying programs', '/services/business-essentials', { variant: 'secondary' })],
    },
    {
      blockType: 'statCards',
      headline: 'A community that shows up for each other',
      subheadline: 'Owners swap advice every day in our Discord and at monthly events.',
      layerStyle: 'white',
      stats: [
        { statId: 'total-members', title: 'Members', value: '42,600' },
        { statId: 'new-members', title: 'Joined in the last 30 days', value: '1,380' },
        { statId: 'messages', title: 'Discord messages last month', value: '18,900' },
      ],
    },
    {
      blockType: 'slider',
      headline: 'Member stories',
      subheadline: 'Owners on what the Collective changed for them.',
      layerStyle: 'light',
      showDots: true,
      featureLabel: 'Meet the community',
      featurePath: '/community',
      cards: [
        story(
          'Cut our supply bill by a third',
          'We switched our toner, paper and cleaning supplies to the member pricing and our monthly order dropped from about $620 to $410. Same products, same delivery day.',
          'Dana Whitfield, owner, Whitfield Family Dental, Columbus, OH',
        ),
        story(
          'Three new laptops without the sticker shock',
          'The Dell advisor helped us choose machines that fit our design software and our budget, and the member price covered the monitors we almost skipped.',
          'Marcus Lee, founder, Northline Studio, Denver, CO',
        ),
        story(
          'Shipping finally makes sense',
          'We ship about 150 orders a week. The FedEx discount on Ground shipments pays for our packaging, and the rates are on our own account.',
          'Priya Raman, co-owner, Saffron & Salt Spice Co., Austin, TX',
        ),
        story(
          'The grant bought our point-of-sale system',
          'We used the $5,000 technology grant for a new POS and inventory software. Checkout is twice as fast and we finally know what sells.',
          'Luis Ortega, owner, Ortega Bike Works, Tucson, AZ',
        ),
      ],
    },
    {
      blockType: 'callToAction',
      headline: 'Apply for the $5,000 technology grant',
      richText: richText(
        'Every quarter we award $5,000 toward new technology to a small business with a clear plan to grow. Tell us what you would do with it: applications take about ten minutes.',
      ),
      layerStyle: 'dark',
      buttons: [seedButton('Apply now', '/community/grant-competition', { icon: 'arrowForward' })],
    },
    {
      blockType: 'callToAction',
      headline: 'Not sure where your money goes?',
      richText: richText(
        'Spend Navigator compares what you pay today for supplies, technology and shipping with member pricing, and shows you where the savings are. It is free and takes five minutes.',
      ),
      layerStyle: 'light',
      buttons: [seedButton('Try Spend Navigator', '/services/spend-navigator', { variant: 'secondary' })],
    },
    {
      blockType: 'faq',
      headline: 'Questions owners ask before joining',
      layerStyle: 'white',
      items: [
        faq(
          'Is EA Collective really free?',
          'Yes. Membership costs nothing and there is no credit card at sign-up. Entrepreneurs Alliance is funded by its vendor partners, who reach thousands of small businesses through the Collective.',
        ),
        faq(
          'Do I have to change vendors or sign a contract?',
          'No. You choose which programs to use, and they work with accounts you already have: with Plus, link your existing ODP Business Solutions, Dell or FedEx account and keep your order history.',
        ),
        faq(
          'Who can join?',
          'Any business based in the United States, from sole proprietors and side businesses to companies with a few hundred employees. Nonprofits are welcome too.',
        ),
        faq(
          'What is Plus?',
          'Plus is the upgrade for members who add their business. It opens a business account with us, lets you link your ODP, Dell and FedEx accounts so program pricing applies to them, and tracks your savings against retail in your dashboard.',
        ),
      ],
    },
    {
      blockType: 'callToAction',
      headline: 'Ready to pay less for what you already buy?',
      richText: richText('Join more than 40,000 small businesses. It takes about two minutes.'),
      layerStyle: 'brand',
      buttons: [joinButton()],
    },
  ],
}
