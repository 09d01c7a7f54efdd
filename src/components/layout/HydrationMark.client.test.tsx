import { render } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'

import { HYDRATED_ATTRIBUTE } from '@/lib/early-clicks'

import { HydrationMark } from './HydrationMark.client'

describe('HydrationMark', () => {
  afterEach(() => document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE))

  it('renders nothing on the server and marks the document only once React has committed it', () => {
    expect(renderToString(<HydrationMark />)).toBe('')
    expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(false)
    render(<HydrationMark />)
    expect(document.documentElement.getAttribute(HYDRATED_ATTRIBUTE)).toBe('')
  })
})
