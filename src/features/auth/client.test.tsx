afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('the browser auth client', () => {
  it('gives up a call the server never answers after 30 s, and the person reads the network failure', async () => {
    vi.useFakeTimers()
    // A server that never answers: the request ends only when it is aborted.
    const fetchMock = vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')))
        }),
    )
    vi.stubGlobal('fetch', fetchMock)
    vi.resetModules()
    const { AUTH_CALL_TIMEOUT_MS, authClient } = await import('./client')
    const { runAuthCall } = await import('./auth-result')
    const { authErrorMessage } = await import('./messages')
    let settled = false
    const outcome = runAuthCall(() => authClient.signIn.email({ email: 'rep@brightsidebakery.com', password: 'x' })).finally(
      () => (settled = true),
    )
    await vi.advanceTimersByTimeAsync(AUTH_CALL_TIMEOUT_MS - 1_000)
    expect(settled).toBe(false)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(await outcome).toEqual({
      ok: false,
      code: 'network-request-failed',
      message: authErrorMessage('network-request-failed'),
    })
  })
})
