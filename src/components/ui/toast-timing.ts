/**
 * How long a toast stays (ms). Apart from src/lib/constants.ts (which re-exports them) so the
 * toast provider, on every portal page, does not bundle the constants' option lists (US states,
 * industries) into pages that show none of them.
 */
export const TOAST_SUCCESS_MS = 3000
export const TOAST_ERROR_MS = 5000
