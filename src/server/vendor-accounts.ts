import 'server-only'

import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'

import { type BusinessState, isVendorAccountConnected } from '@/features/app-state/business-state'
import { canManageBusiness } from '@/features/business-account/roles'
import { type VendorProgramSlug, accountOptionOf, programKeys, VENDOR_PROGRAMS } from '@/features/vendor-accounts/programs'
import type { VendorLinkValues } from '@/features/vendor-accounts/schemas'
import type { VendorAccountKey } from '@/lib/types'
import { accountCardHref, maskAccountNumber, vendorPortalHref } from '@/lib/vendor-links'
import { lockRecord } from '@/server/row-lock'
import { loadMemberState } from '@/server/members'
import { relationId, type SessionUserLike, teamRoleOf } from '@/server/members/records'
import { getPayloadClient } from '@/server/payload'

export type LinkResult =
  | { status: 'linked'; key: VendorAccountKey; linkStatus: 'PENDING' }
  | { status: 'no-business-account' }
  | { status: 'not-allowed' }
  | { status: 'already-connected'; key: VendorAccountKey }

/**
 * Links a vendor account to the member's business account: a new row (or a refused or pending
 * one replaced) with linkStatus PENDING, waiting for an operator. A connected account is not
 * replaced from the dashboard. The business account row is locked, so two links at once cannot
 * overwrite each other; the collection's hooks re-derive targetStatus and tell open pages.
 */
export async function linkVendorAccount(user: SessionUserLike, values: VendorLinkValues): Promise<LinkResult> {
  const payload = await getPayloadClient()
  const member = await payload.findByID({
    collection: 'members',
    id: user.id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  const businessAccountId = relationId(member?.businessAccountId)
  if (businessAccountId === null) return { status: 'no-business-account' }

  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    await lockRecord(req, 'business-accounts', businessAccountId)
    const account = await payload.findByID({
      collection: 'business-accounts',
      id: businessAccountId,
      depth: 0,
      req,
      overrideAccess: true,
    })
    // The owner and admins link the business's accounts; a teammate could otherwise replace a link
    // the owner made, unseen (spec 6 leaves the rule unshown; business details follow the same one).
    if (!canManageBusiness(teamRoleOf(account, user.id))) {
      await killTransaction(req)
      return { status: 'not-allowed' }
    }
    const rows = account.vendorAccounts ?? []
    const existing = rows.find((row) => row.key === values.key)
    if (existing && isVendorAccountConnected(existing)) {
      await killTransaction(req)
      return { status: 'already-connected', key: values.key }
    }
    const now = new Date().toISOString()
    const row = {
      key: values.key,
      linkStatus: 'PENDING' as const,
      vendorAccountNumber: values.vendorAccountNumber,
      dateAdded: existing?.dateAdded ?? now,
      dateUpdated: now,
    }
    await payload.update({
      collection: 'business-accounts',
      id: businessAccountId,
      data: {
        vendorAccounts: existing
          ? rows.map((candidate) => (candidate.key === values.key ? { ...candidate, ...row } : candidate))
          : [...rows, row],
      },
      req,
      overrideAccess: true,
      depth: 0,
    })
    await commitTransaction(req)
    return { status: 'linked', key: values.key, linkStatus: 'PENDING' }
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

/** One connected account as the program's member-only part shows it. */
export interface ProgramAccount {
  key: VendorAccountKey
  label: string
  accountNumber: string
  /** The store purchasing card download (dl=true), when the vendor provided one. */
  accountCardHref: string | null
  /** The member portal, with the 8-digit account id, when the vendor provided one. */
  portalHref: string | null
}

export interface ProgramAccess {
  program: VendorProgramSlug
  accounts: ProgramAccount[]
}

/** The program's member-only part for a business state: null unless it holds a connected account. */
export function programAccessOf(state: BusinessState, program: VendorProgramSlug): ProgramAccess | null {
  const accounts = programKeys(program).flatMap((key): ProgramAccount[] => {
    const account = state.vendorAccounts[key]
    if (!account || !isVendorAccountConnected(account)) return []
    return [
      {
        key,
        label: accountOptionOf(key).label,
        accountNumber: maskAccountNumber(account.vendorAccountNumber),
        accountCardHref: accountCardHref(account),
        portalHref: vendorPortalHref(account),
      },
    ]
  })
  return accounts.length ? { program, accounts } : null
}

/** The same, read fresh for a signed-in member (the program endpoint's check). */
export async function getProgramAccess(user: SessionUserLike, program: VendorProgramSlug): Promise<ProgramAccess | null> {
  const { businessState } = await loadMemberState(user)
  return programAccessOf(businessState, program)
}

export { VENDOR_PROGRAMS }
