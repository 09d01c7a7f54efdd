/**
 * What a business account's team roles may do. Spec 6 gives PLUS members "a business account role"
 * and leaves the permissions unshown; the owner and admins manage the business (its details and its
 * vendor links), every member of the team uses what it has (programs, savings, benefits).
 */
export const BUSINESS_MANAGER_ROLES: ReadonlySet<string> = new Set(['OWNER', 'ADMIN'])

export function canManageBusiness(role: string | null | undefined): boolean {
  return typeof role === 'string' && BUSINESS_MANAGER_ROLES.has(role)
}

export const BUSINESS_DETAILS_MANAGERS_ONLY = 'Only the owner or an admin of the business account can change its details.'
export const VENDOR_LINKS_MANAGERS_ONLY = 'Only the owner or an admin of the business account can link its vendor accounts.'
