import { render } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'

import { EARLY_ADDRESS_GLOBAL, HYDRATED_ATTRIBUTE } from '@/lib/early-clicks'

import { HydrationMark } from './HydrationMark.client'

describe('HydrationMark', () => {
  afterEach(() => document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE))

  it('renders nothing on the server and marks the document only once React has committed it', () => {
    expect(renderToString(<HydrationMark />)).toBe('')
    expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(false)
    render(<HydrationMark />)
    expect(document.documentElement.getAttribute(HYDRATED_ATTRIBUTE)).toBe('')
  })

  it('puts back the #fragment of an in-page link followed before the commit', () => {
    window.history.replaceState(null, '', '/resources/downloads')
    Object.assign(window, { [EARLY_ADDRESS_GLOBAL]: 'http://localhost:3000/resources/downloads#toolkit' })
    render(<HydrationMark />)
    expect(window.location.pathname + window.location.hash).toBe('/resources/downloads#toolkit')
    window.history.replaceState(null, '', '/')
  })
})
