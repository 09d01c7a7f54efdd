import type { SiteSetting } from '@/payload-types'

export const siteSettingsSeed: Omit<SiteSetting, 'id' | 'updatedAt' | 'createdAt'> = {
  productName: 'EA Collective',
  organizationName: 'Entrepreneurs Alliance',
  siteDescription:
    'Free membership for small businesses from Entrepreneurs Alliance: program prices on office supplies, technology and shipping, guides, events and a $5,000 grant.',
  defaultPartner: 'ea-express',
  helpCenterUrl: 'https://help.example.com/hc/en-us',
  discordUrl: 'https://discord.com/invite/ea-collective',
}
