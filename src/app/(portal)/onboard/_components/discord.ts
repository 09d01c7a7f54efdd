/** Discord's invite from site settings, else the public page that explains how to join. */
const DISCORD_FALLBACK_PATH = '/community/connect-in-discord'

export function discordHref(discordUrl: string | null | undefined): string {
  return discordUrl?.trim() || DISCORD_FALLBACK_PATH
}
