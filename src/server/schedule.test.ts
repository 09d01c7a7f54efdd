import { scheduleJob } from './schedule'

describe('scheduleJob', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('runs the job with its client first after the delay, then every interval, and logs a failure without stopping', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const job = vi.fn(async (client: string) => {
      if (job.mock.calls.length === 2) throw new Error('database away')
      return client
    })
    const stop = scheduleJob('[test] the job', async () => 'client', job, { firstAfterMs: 1_000, everyMs: 5_000 })
    await vi.advanceTimersByTimeAsync(999)
    expect(job).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(job).toHaveBeenCalledWith('client')
    await vi.advanceTimersByTimeAsync(4_000)
    expect(job).toHaveBeenCalledTimes(2)
    expect(error).toHaveBeenCalledWith('[test] the job failed:', 'database away')
    await vi.advanceTimersByTimeAsync(5_000)
    expect(job).toHaveBeenCalledTimes(3)
    stop()
    await vi.advanceTimersByTimeAsync(20_000)
    expect(job).toHaveBeenCalledTimes(3)
    error.mockRestore()
  })
})
