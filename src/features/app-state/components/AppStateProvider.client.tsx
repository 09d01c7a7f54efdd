'use client'

import { type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react'

import { loadAuthClient } from '@/features/auth/load-client'

import { type AppState, resetAppState } from '../app-state'
import { type BusinessState, clearBusinessState, setBusinessState } from '../business-state'
import { AppStateContext, type AppStateContextValue, type LiveState } from './app-state-context'

export type { LiveState } from './app-state-context'

const LIVE_STATE_URL = '/api/live'
const ME_URL = '/api/me'
const MAX_RECONNECT_MS = 30_000

const signedOutState = (): LiveState => ({ appState: resetAppState(), businessState: clearBusinessState() })

/** Without a business state from the server: checked and empty for visitors; pending for members. */
function startingBusinessState(appState: AppState, given: BusinessState | undefined): BusinessState {
  if (given) return given
  return appState.uid ? clearBusinessState() : setBusinessState(null)
}

/** The next state; a member going to no member is a sign-out, which clears the business state. */
function nextState(current: LiveState, incoming: LiveState): LiveState {
  if (current.appState.uid && !incoming.appState.uid) return signedOutState()
  return incoming
}

function isLiveState(value: unknown): value is LiveState {
  if (!value || typeof value !== 'object') return false
  const candidate = value as Partial<LiveState>
  return typeof candidate.appState === 'object' && typeof candidate.businessState === 'object'
}

/**
 * Follows /api/live for a signed-in viewer: every `state` event replaces the state, and a `savings`
 * event (an order of their business changed) calls onSavings. EventSource
 * retries dropped connections itself; when it gives up (the server answered with an error), we
 * ask /api/me whether the session still exists and either stop (signed out) or open it again,
 * waiting longer each time.
 */
function followLiveState(onState: (state: LiveState) => void, onSavings: () => void): () => void {
  let source: EventSource | null = null
  let retryTimer: ReturnType<typeof setTimeout> | null = null
  let attempt = 0
  let isStopped = false

  const stop = () => {
    isStopped = true
    if (retryTimer) clearTimeout(retryTimer)
    source?.close()
    source = null
  }

  const open = () => {
    if (isStopped) return
    source = new EventSource(LIVE_STATE_URL)
    source.addEventListener('open', () => {
      attempt = 0
    })
    source.addEventListener('state', (event) => {
      let state: unknown
      try {
        state = JSON.parse((event as MessageEvent<string>).data)
      } catch {
        return
      }
      if (!isLiveState(state)) return
      onState(state)
      if (!state.appState.uid) stop()
    })
    source.addEventListener('savings', onSavings)
    source.addEventListener('error', () => {
      if (isStopped || !source || source.readyState !== EventSource.CLOSED) return
      source = null
      const delay = Math.min(MAX_RECONNECT_MS, 1000 * 2 ** attempt)
      attempt += 1
      retryTimer = setTimeout(async () => {
        retryTimer = null
        try {
          const response = await fetch(ME_URL, { cache: 'no-store', credentials: 'same-origin' })
          const state: unknown = response.ok ? await response.json() : null
          if (isLiveState(state) && !state.appState.uid) {
            onState(state)
            return stop()
          }
        } catch {
          // Offline: try the stream again after the delay.
        }
        open()
      }, delay)
    })
  }

  open()
  return stop
}

export interface AppStateProviderProps {
  initialAppState: AppState
  /** The server's business state; without it a member's arrives with the stream's first event. */
  initialBusinessState?: BusinessState
  children: ReactNode
}

/**
 * The spec's app state and business state for client components. Starts from what the server
 * computed (no logged-out flash) and stays live through server-sent events while someone is
 * signed in. A new server render (navigation, router.refresh()) replaces it.
 */
export function AppStateProvider({ initialAppState, initialBusinessState, children }: AppStateProviderProps) {
  const initial = useMemo<LiveState>(
    () => ({
      appState: initialAppState,
      businessState: startingBusinessState(initialAppState, initialBusinessState),
    }),
    [initialAppState, initialBusinessState],
  )
  const [state, setState] = useState<LiveState>(initial)
  // A fresh server render wins over what the stream last said (React's "adjust state on prop change").
  const [renderedFrom, setRenderedFrom] = useState(initial)
  if (renderedFrom !== initial) {
    setRenderedFrom(initial)
    setState(initial)
  }

  const [savingsRevision, setSavingsRevision] = useState(0)

  const uid = state.appState.uid
  useEffect(() => {
    if (!uid || typeof EventSource === 'undefined') return
    return followLiveState(
      (incoming) => setState((current) => nextState(current, incoming)),
      () => setSavingsRevision((revision) => revision + 1),
    )
  }, [uid])

  const signOut = useCallback(async () => {
    try {
      const { error } = await (await loadAuthClient()).signOut()
      if (error) console.error('Log out failed', error)
    } finally {
      setState(signedOutState())
    }
  }, [])

  const value = useMemo<AppStateContextValue>(
    () => ({ ...state, signOut, savingsRevision }),
    [state, signOut, savingsRevision],
  )
  return <AppStateContext.Provider value={value}>{children}</AppStateContext.Provider>
}

function useAppStateContext(hook: string): AppStateContextValue {
  const context = useContext(AppStateContext)
  if (!context) throw new Error(`${hook}() must be used inside <AppStateProvider>.`)
  return context
}

/** The viewer's app state (uid, userType, appStatus, memberData, groupData, ...). */
export function useAppState(): AppState {
  return useAppStateContext('useAppState').appState
}

/** The viewer's business state (targetStatus, vendorAccounts, bizStatus, isBizReady, ...). */
export function useBusinessState(): BusinessState {
  return useAppStateContext('useBusinessState').businessState
}

/** Signs out: ends the session on the server, then clears app and business state. */
export function useSignOut(): () => Promise<void> {
  return useAppStateContext('useSignOut').signOut
}

/**
 * The signed-in member's uid the page shows, or null outside a provider (a form rendered alone):
 * member requests carry it so the server can refuse them once another member is signed in.
 */
export function useShownMemberUid(): string | null {
  return useContext(AppStateContext)?.appState.uid ?? null
}
