import 'server-only'

import { cache } from 'react'

import { computeAppState, type AppState } from '@/features/app-state/app-state'

/**
 * Who is looking at the page, as the spec's app state, computed on the server so the first render
 * is already right. Until members can sign in, every visitor is logged out with the GUEST type.
 */
export const getViewer = cache(async (): Promise<AppState> => computeAppState({ authUser: null }))
