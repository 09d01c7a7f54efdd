import type { Metadata } from 'next'

import { ProfileView } from '@/features/dashboard/components/ProfileView.client'
import { PROFILE_PATH } from '@/lib/portal-links'
import { requireMember } from '@/server/session'

export const metadata: Metadata = { title: 'My Profile' }

export default async function ProfilePage() {
  await requireMember({ returnTo: PROFILE_PATH })
  return <ProfileView />
}
