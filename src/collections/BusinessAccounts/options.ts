import { COMPANY_STAGES, EMPLOYEE_RANGE_OPTIONS, INDUSTRIES } from '@/lib/constants'
import { VENDOR_LINK_STATUSES } from '@/features/app-state/business-state'
import { VENDOR_ACCOUNT_KEYS } from '@/lib/types'

export const BUSINESS_ACCOUNT_STATUSES = ['ACTIVE', 'PENDING', 'SUSPENDED'] as const
export type BusinessAccountStatus = (typeof BUSINESS_ACCOUNT_STATUSES)[number]

export const TEAM_ROLES = ['OWNER', 'ADMIN', 'MEMBER'] as const
export type TeamRole = (typeof TEAM_ROLES)[number]

const VENDOR_LABELS: Record<(typeof VENDOR_ACCOUNT_KEYS)[number], string> = {
  DELL_ACCOUNT: 'Dell account',
  FEDEX_ACCOUNT: 'FedEx account',
  ODP_CARD: 'ODP store purchasing card',
  ODP_PORTAL: 'ODP online portal',
  ODP_ACCOUNT: 'ODP business account',
}

export const vendorKeyOptions = VENDOR_ACCOUNT_KEYS.map((value) => ({ value, label: VENDOR_LABELS[value] }))
export const statusOptions = BUSINESS_ACCOUNT_STATUSES.map((value) => ({ value, label: value }))
export const roleOptions = TEAM_ROLES.map((value) => ({ value, label: value }))
export const stageOptions = COMPANY_STAGES.map(({ value, label }) => ({ value, label }))
export const industryOptions = INDUSTRIES.map(({ value, label }) => ({ value, label }))
export const employeeOptions = EMPLOYEE_RANGE_OPTIONS.map(({ value, label }) => ({ value, label }))
export const linkStatusOptions = VENDOR_LINK_STATUSES.map((value) => ({ value, label: value }))
