import type { SiteSetting } from '@/payload-types'

export const siteSettingsSeed: Omit<SiteSetting, 'id' | 'updatedAt' | 'createdAt'> = {
  productName: 'EA Collective',
  organizationName: 'Entrepreneurs Alliance',
  siteDescription:
    'EA Collective is the free membership for small businesses from Entrepreneurs Alliance: program pricing on office supplies, technology and shipping through its Plus upgrade, practical guides, community events and a $5,000 technology grant.',
  defaultPartner: 'ea-express',
  helpCenterUrl: 'https://help.example.com/hc/en-us',
  discordUrl: 'https://discord.com/invite/ea-collective',
}
