import { richText } from '@/lib/lexical'

import type { GuideSeed } from '../types'

export const dellLaptopGuide: GuideSeed = {
  guideCardTitle: 'Order Dell laptops and monitors at member pricing',
  guideSlug: 'order-dell-laptops-at-member-pricing',
  body: richText(
    'Plus members with a linked Dell account buy Dell business laptops, desktops, monitors and accessories through a dedicated store with program pricing and a named small business advisor.',
    { heading: 'Open the member store' },
    'From Buying Programs, choose Dell Technologies and enter your Dell customer number. No Dell account yet? Create one at dell.com with your business email first. Once our team confirms the link, usually within two business days, open the member store from the same page.',
    { heading: 'Choose the right machine' },
    {
      list: [
        'Latitude laptops for staff who travel or work from home, with three years of next-business-day support available',
        'OptiPlex desktops for reception desks and shared workstations',
        'Dell Pro monitors: two 24-inch screens cost less than one ultrawide and suit most office work',
      ],
    },
    { heading: 'Ask your advisor' },
    'Buying five or more devices, or replacing a whole office? Ask for a quote from your advisor before you check out: larger orders often qualify for a further discount.',
  ),
}
