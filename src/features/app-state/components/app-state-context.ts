'use client'

import { createContext, useContext } from 'react'

import type { AppState } from '../app-state'
import type { BusinessState } from '../business-state'

/** What /api/me answers and each `state` event of /api/live carries. */
export interface LiveState {
  appState: AppState
  businessState: BusinessState
}

export interface AppStateContextValue extends LiveState {
  /** Ends the session on the server and clears the state here (business state included). */
  signOut: () => Promise<void>
  /** Counts the stream's `savings` events: moves on when an order of the member's business changed. */
  savingsRevision: number
}

/**
 * The portal's live state, provided by AppStateProvider. Apart from the provider so a component
 * that only reads it where it exists (the dashboard greeting, also on public pages) does not
 * bring the provider's code along.
 */
export const AppStateContext = createContext<AppStateContextValue | null>(null)

/**
 * 0, and one more each time the live stream says an order of the member's business was recorded,
 * changed or deleted. Always 0 without an AppStateProvider.
 */
export function useSavingsRevision(): number {
  return useContext(AppStateContext)?.savingsRevision ?? 0
}

/** The viewer's app state when the page has an AppStateProvider (the portal), otherwise null. */
export function useOptionalAppState(): AppState | null {
  return useContext(AppStateContext)?.appState ?? null
}
