import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  applyUpdate,
  checkForUpdate,
  dismissNeedRefresh,
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

class FakeWorker extends EventTarget {
  state = 'installing'
  statechangeListeners = 0
  override addEventListener(type: string, listener: EventListenerOrEventListenerObject | null) {
    if (type === 'statechange') this.statechangeListeners++
    super.addEventListener(type, listener)
  }
  posted: unknown[] = []
  postMessage(message: unknown) {
    this.posted.push(message)
  }
  become(state: string) {
    this.state = state
    this.dispatchEvent(new Event('statechange'))
  }
}

function watchedRegistration() {
  const reg = Object.assign(new EventTarget(), {
    installing: null as FakeWorker | null,
    waiting: null as FakeWorker | null,
    active: null as FakeWorker | null,
    update: vi.fn(async () => undefined),
  })
  return reg
}

function stubController(controller: object | null) {
  const sw = Object.assign(new EventTarget(), { controller })
  vi.stubGlobal('navigator', { ...navigator, serviceWorker: sw })
  return sw
}

describe('update flow states', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('a first install ends in offlineReady, not needRefresh', () => {
    stubController(null)
    const reg = watchedRegistration()
    reg.installing = new FakeWorker()
    setRegistration(reg as unknown as ServiceWorkerRegistration)
    reg.installing.become('installed')
    expect(getSwState().offlineReady).toBe(true)
    expect(getSwState().needRefresh).toBe(false)
  })

  it('a new worker installed while another controls the page is needRefresh; applying posts SKIP_WAITING', () => {
    stubController({})
    const reg = watchedRegistration()
    setRegistration(reg as unknown as ServiceWorkerRegistration)
    const next = new FakeWorker()
    reg.installing = next
    reg.dispatchEvent(new Event('updatefound'))
    expect(getSwState().needRefresh).toBe(false)
    next.become('installed')
    expect(getSwState().needRefresh).toBe(true)

    reg.waiting = next
    applyUpdate()
    expect(next.posted).toEqual([{ type: 'SKIP_WAITING' }])
  })

  it('follows a worker once when it is seen installing and then announced by updatefound', () => {
    stubController(null)
    const reg = watchedRegistration()
    const worker = new FakeWorker()
    reg.installing = worker
    setRegistration(reg as unknown as ServiceWorkerRegistration)
    reg.dispatchEvent(new Event('updatefound'))
    expect(worker.statechangeListeners).toBe(1)
  })

  it('a worker left waiting by an earlier visit is needRefresh at once', () => {
    dismissNeedRefresh()
    expect(getSwState().needRefresh).toBe(false)
    stubController({})
    const reg = watchedRegistration()
    reg.waiting = new FakeWorker()
    setRegistration(reg as unknown as ServiceWorkerRegistration)
    expect(getSwState().needRefresh).toBe(true)
  })
})
