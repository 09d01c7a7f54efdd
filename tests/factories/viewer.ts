import { type AppState, computeAppState, initialAppState, setMemberData } from '@/features/app-state/app-state'
import type { UserType } from '@/lib/types'

const member = { id: 'usr_8d2k1', email: 'dana@brightsidebakery.com', emailVerified: true, name: 'Dana Ruiz' }

/**
 * Who is looking, as the server computes it, for each user type a card can meet. Anonymous
 * sessions are GUEST by the app-state rules; ANON is the spec's type for a visitor the auth
 * provider signed in anonymously, so it is set explicitly on such a session.
 */
export function buildViewer(userType: Exclude<UserType, 'UNKNOWN'>): AppState {
  switch (userType) {
    case 'GUEST':
      return computeAppState({ authUser: null })
    case 'ANON':
      return {
        ...computeAppState({ authUser: { id: 'anon_4qz7', isAnonymous: true }, member: null }),
        userType: 'ANON',
      }
    case 'MEMBER':
      return computeAppState({ authUser: member, member: { firstName: 'Dana', lastName: 'Ruiz' } })
    case 'PLUS':
      return setMemberData(computeAppState({ authUser: member, member: { firstName: 'Dana', lastName: 'Ruiz' } }), {
        firstName: 'Dana',
        lastName: 'Ruiz',
        businessAccountId: 'ba_brightside_204',
        businessAccountRole: 'OWNER',
      })
  }
}

/** The first render before the session is known. */
export const loadingViewer = (): AppState => initialAppState
