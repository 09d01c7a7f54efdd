/**
 * Links built from a vendor account's fields (spec section 3: vendorSpcAccountCard,
 * vendorSpcAccountCardUrl, vendorPortalBaseUrl, vendorParentAccountId; section 7: account-card
 * download links add dl=true; section 9: portal account ids are padded to 8 digits). Pure.
 */
import { accountCardDownloadHref, withQuery } from './links'
import { padVendorAccountId } from './prices'

export interface VendorLinkFields {
  vendorAccountNumber?: string | number | null
  vendorSpcAccountCard?: string | null
  vendorSpcAccountCardUrl?: string | null
  vendorPortalBaseUrl?: string | null
  vendorParentAccountId?: string | number | null
}

const isHttpUrl = (value: string) => /^https?:\/\/\S+$/i.test(value)

/**
 * The store purchasing card's download link: vendorSpcAccountCardUrl with dl=true. A
 * '{card}' placeholder in the address takes the card number (vendorSpcAccountCard). Null without
 * a usable http(s) address.
 */
export function accountCardHref(account: VendorLinkFields | null | undefined): string | null {
  const template = account?.vendorSpcAccountCardUrl?.trim()
  if (!template) return null
  const card = account?.vendorSpcAccountCard?.trim() ?? ''
  if (template.includes('{card}') && !card) return null
  const url = template.replaceAll('{card}', encodeURIComponent(card))
  return isHttpUrl(url) ? accountCardDownloadHref(url) : null
}

/**
 * The member portal address for an ODP portal or business account: vendorPortalBaseUrl with the
 * account id padded to 8 digits. '{accountId}' and '{parentAccountId}' placeholders take the
 * padded ids; without placeholders the ids are added as accountId and parentAccountId query
 * parameters. Null without a base address or an account number.
 */
export function vendorPortalHref(account: VendorLinkFields | null | undefined): string | null {
  const base = account?.vendorPortalBaseUrl?.trim()
  const accountId = padVendorAccountId(account?.vendorAccountNumber)
  if (!base || !accountId) return null
  const parentAccountId = padVendorAccountId(account?.vendorParentAccountId)
  const hasPlaceholders = base.includes('{accountId}') || base.includes('{parentAccountId}')
  if (base.includes('{parentAccountId}') && !parentAccountId) return null
  const url = hasPlaceholders
    ? base
        .replaceAll('{accountId}', encodeURIComponent(accountId))
        .replaceAll('{parentAccountId}', encodeURIComponent(parentAccountId))
    : withQuery(base, { accountId, parentAccountId: parentAccountId || null })
  return isHttpUrl(url) ? url : null
}

/** An account number shown to its owner: all but the last four digits masked. */
export function maskAccountNumber(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value).trim()
  if (text.length <= 4) return text
  return `•••• ${text.slice(-4)}`
}
