'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef } from 'react'

import { Preloader } from '@/components/ui/Preloader'
import { useSignOut } from '@/features/app-state/components/AppStateProvider.client'

/**
 * Ends the session on the server (and clears the app and business state), then goes home. A
 * failure is only logged (spec section 8); the visitor still lands on the home page, which shows
 * them as they really are.
 */
export function LogOut({ productName }: { productName: string }) {
  const router = useRouter()
  const signOut = useSignOut()
  const hasStarted = useRef(false)

  useEffect(() => {
    // Effects run twice in development's strict mode; sign out once.
    if (hasStarted.current) return
    hasStarted.current = true
    const run = async () => {
      try {
        await signOut()
      } catch (error) {
        console.error('Log out failed', error)
      }
      router.replace('/')
      router.refresh()
    }
    void run()
  }, [router, signOut])

  return <Preloader productName={productName} label="Logging you out…" />
}
