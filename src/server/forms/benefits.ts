import 'server-only'

import { getPayloadClient } from '@/server/payload'

/** What a benefits request naming a partner the site does not offer is told. */
export const UNKNOWN_BENEFIT_MESSAGE = 'Please pick benefits from the list.'

/** What a benefits request from someone not signed in is told (401). */
export const BENEFITS_SIGN_IN_MESSAGE = 'Please log in to request benefits, so we know where to send the details.'

/**
 * The names in a benefits request (spec 7: `selectedList` of benefitPartnerName) that are not a
 * published benefit's partner. Each accepted name is written into the member's business account,
 * so a made-up one ("Totally Fake Partner", an emoji) would show there as a benefit.
 */
export async function unknownBenefitPartners(names: readonly string[]): Promise<string[]> {
  const unique = [...new Set(names)]
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'benefits',
    where: { and: [{ benefitPartnerName: { in: unique } }, { _status: { equals: 'published' } }] },
    select: { benefitPartnerName: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const offered = new Set(docs.map((doc) => doc.benefitPartnerName))
  return unique.filter((name) => !offered.has(name))
}
