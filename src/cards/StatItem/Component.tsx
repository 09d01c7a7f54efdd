import { cn } from '@/components/ui/cn'
import type { StatItem as StatItemDoc } from '@/payload-types'

/** A stat-items document, or a figure kept inline in a stat-cards block. */
export type StatItemData = Pick<StatItemDoc, 'statId' | 'title' | 'value'> & { id?: number | string | null }

/** One community figure: the value large, its title beneath. */
export function StatItem({ doc, className }: { doc: StatItemData; className?: string }) {
  return (
    <div
      data-card="stat"
      data-stat-id={doc.statId}
      className={cn('flex flex-col-reverse gap-1 rounded-2xl border border-line bg-white p-6 text-ink', className)}
    >
      <p className="text-sm font-semibold tracking-wide text-muted uppercase">{doc.title}</p>
      <p className="text-3xl font-extrabold text-brand-700 tabular-nums">{doc.value}</p>
    </div>
  )
}
