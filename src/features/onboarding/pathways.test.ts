import { PATHWAYS, getPathway } from './pathways'

describe('onboarding pathways', () => {
  it('finds a pathway by slug, ignoring case and spaces', () => {
    expect(getPathway('community')?.destination).toBe('/onboard/community-confirmation')
    expect(getPathway(' Benefits ')?.destination).toBe('/my-dashboard/member-benefits')
    expect(getPathway('plus')?.destination).toBe('/onboard/legacy-create-business-account')
    expect(getPathway('member')?.destination).toBe('/dashboard')
  })

  it('has none for an unknown slug', () => {
    expect(getPathway('wholesale')).toBeNull()
    expect(getPathway(undefined)).toBeNull()
  })

  it('gives every pathway a unique slug, real copy and a path on this site', () => {
    expect(new Set(PATHWAYS.map((pathway) => pathway.slug)).size).toBe(PATHWAYS.length)
    for (const pathway of PATHWAYS) {
      expect(pathway.title.length).toBeGreaterThan(0)
      expect(pathway.highlights.length).toBeGreaterThan(0)
      expect(pathway.destination.startsWith('/')).toBe(true)
    }
  })
})
