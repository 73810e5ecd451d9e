import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  checkForUpdate,
  FOREGROUND_CHECK_AFTER_MS,
  getSwState,
  setRegistration,
  setRegistrationError,
  startPeriodicUpdateCheck,
  UPDATE_CHECK_INTERVAL_MS,
} from './sw-state.ts'

function fakeRegistration(update = vi.fn(async () => undefined)) {
  return { update } as unknown as ServiceWorkerRegistration & { update: typeof update }
}

function fakeDoc() {
  const target = new EventTarget()
  return Object.assign(target, { visibilityState: 'visible' as DocumentVisibilityState })
}

describe('sw-state', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('keeps the registration error as a flag with its message', () => {
    setRegistrationError(new Error('SecurityError: bad origin'))
    expect(getSwState().registrationError).toBe('SecurityError: bad origin')
  })

  it('checkForUpdate asks the registration and reports failure when offline', async () => {
    const reg = fakeRegistration()
    setRegistration(reg)
    await expect(checkForUpdate()).resolves.toBe(true)
    expect(reg.update).toHaveBeenCalledTimes(1)
    reg.update.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await expect(checkForUpdate()).resolves.toBe(false)
  })

  it('checks hourly and when the app returns to the foreground after 10 minutes', async () => {
    const reg = fakeRegistration()
    setRegistration(reg)
    let now = 1_000_000
    const doc = fakeDoc()
    const stop = startPeriodicUpdateCheck(doc, () => now)

    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS)
    expect(reg.update).toHaveBeenCalledTimes(1)

    // Back to the foreground soon after a check: no extra request.
    now = (getSwState().lastUpdateCheck ?? 0) + 60_000
    doc.dispatchEvent(new Event('visibilitychange'))
    expect(reg.update).toHaveBeenCalledTimes(1)

    now = (getSwState().lastUpdateCheck ?? 0) + FOREGROUND_CHECK_AFTER_MS
    doc.dispatchEvent(new Event('visibilitychange'))
    expect(reg.update).toHaveBeenCalledTimes(2)

    stop()
    await vi.advanceTimersByTimeAsync(3 * UPDATE_CHECK_INTERVAL_MS)
    doc.dispatchEvent(new Event('visibilitychange'))
    expect(reg.update).toHaveBeenCalledTimes(2)
  })
})
