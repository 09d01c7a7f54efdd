'use client'

import dynamic from 'next/dynamic'

/** Live preview's listener, fetched only by a page shown in preview (draft mode). */
export const LazyRefreshRouteOnSave = dynamic(() =>
  import('./RefreshRouteOnSave.client').then((module) => module.RefreshRouteOnSave),
)
