import 'server-only'

import type { SiteSetting } from '@/payload-types'

import { env } from './env'

/** Where members reach the team: the help centre set in the site settings, else HELP_CENTER_URL. */
export function helpCenterUrlOf(settings: Pick<SiteSetting, 'helpCenterUrl'>): string {
  return settings.helpCenterUrl || env.HELP_CENTER_URL
}
