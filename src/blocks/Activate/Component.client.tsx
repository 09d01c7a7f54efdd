'use client'

import { useId, useState } from 'react'

import { buttonClasses } from '@/components/ui/button-classes'
import { activateEventType } from '@/features/forms/activate'
import type { BuilderFormDefinition } from '@/features/forms/builder'
import { ActivatedBuilderForm as BuilderForm } from '@/features/forms/components/lazy-forms.client'
import { emitTrackEvent } from '@/lib/tracking-events'

/** The activate button: sends '{formType}_ACTIVATE' and opens the form below it. */
export function ActivateForm({ definition, contactUrl }: { definition: BuilderFormDefinition; contactUrl: string }) {
  const [isOpen, setIsOpen] = useState(false)
  const panelId = useId()
  const label = definition.formActivateLabel || definition.formTitle || definition.formName
  const onActivate = () => {
    if (!isOpen) {
      emitTrackEvent({
        eventType: activateEventType(definition.formType),
        elementId: definition.formSlug,
        label,
        metadata: { pageSource: definition.formSource || definition.formSlug },
      })
    }
    setIsOpen((open) => !open)
  }
  return (
    <div className="flex flex-col gap-6">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={onActivate}
        className={buttonClasses('primary', 'light', 'self-start')}
      >
        {label}
      </button>
      <div id={panelId} hidden={!isOpen}>
        {isOpen && <BuilderForm definition={definition} contactUrl={contactUrl} />}
      </div>
    </div>
  )
}
