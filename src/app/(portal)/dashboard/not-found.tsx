import { NotFoundMessage } from '@/features/dashboard/components/NotFoundMessage'
import { NOT_FOUND_METADATA } from '@/lib/page-title'

export const metadata = NOT_FOUND_METADATA

/**
 * A dashboard address with no page: inside the dashboard's top bar and side navigation (its
 * layout), so the member can go on from there, not on a bare page with two buttons.
 */
export default function DashboardNotFound() {
  return (
    <section className="flex w-full max-w-content flex-col items-start gap-5 p-6 py-16">
      <NotFoundMessage />
    </section>
  )
}
