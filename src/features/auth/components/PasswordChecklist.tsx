import { Check } from '@/components/icons/check'
import { Circle } from '@/components/icons/circle'

import { cx } from '@/components/ui/cx'
import type { PasswordRuleCheck } from '@/lib/validation'

/**
 * Every password rule with whether the typed password meets it. Always shown, so nothing moves
 * while typing; the password input points at it with aria-describedby. Each item says "met" or
 * "not met" to screen readers, since the tick alone is only visual.
 */
export function PasswordChecklist({
  id,
  checks,
  label = 'Password requirements',
}: {
  id: string
  checks: readonly PasswordRuleCheck[]
  label?: string
}) {
  return (
    <div id={id} className="rounded-lg bg-surface p-3">
      <ul aria-label={label} className="grid gap-1 text-sm sm:grid-cols-2">
        {checks.map((check) => (
          <li
            key={check.id}
            data-met={check.isMet}
            className={cx('flex items-center gap-2', check.isMet ? 'text-success' : 'text-muted')}
          >
            {check.isMet ? (
              <Check aria-hidden="true" className="size-4 shrink-0" />
            ) : (
              <Circle aria-hidden="true" className="size-4 shrink-0" />
            )}
            <span>{check.message}</span>
            <span className="sr-only">{check.isMet ? ' (met)' : ' (not met)'}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
