import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

export const dynamic = 'force-dynamic'

/** Leaves draft mode and returns to the published site. */
export async function GET() {
  ;(await draftMode()).disable()
  redirect('/')
}
