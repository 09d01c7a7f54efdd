/**
 * The dashboard greeting used when the block leaves it empty. Kept apart from the block's Payload
 * config so browser code (MemberOverview) can use it without bundling Payload's field validation.
 */
export const DEFAULT_DASHBOARD_GREETING = 'Welcome back'
