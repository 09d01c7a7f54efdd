import { type AppState, DASHBOARD_FIRST_NAME_FALLBACK, getFirstName } from '@/features/app-state/app-state'

/**
 * The dashboard greeting used when the block leaves it empty. Kept apart from the block's Payload
 * config so browser code (the live greeting) can use it without bundling Payload's field validation.
 */
export const DEFAULT_DASHBOARD_GREETING = 'Welcome back'

/** 'Welcome back, Dana'; 'Rep' stands in for a member without a first name (spec section 6). */
export function dashboardGreeting(greeting: string | null | undefined, viewer: AppState): string {
  return `${greeting?.trim() || DEFAULT_DASHBOARD_GREETING}, ${getFirstName(viewer, DASHBOARD_FIRST_NAME_FALLBACK)}`
}
