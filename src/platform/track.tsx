import { type RefObject, useEffect } from 'react'
import type { EventKind } from '../../workers/event-db.ts'
import { getSession } from '../api/session.ts'
import { readString, removeKey, writeString } from '../api/storage.ts'
import { StorageKey } from '../api/storage-keys.ts'
import * as telemetryClient from './telemetry.ts'

/**
 * The features' telemetry API. Light on purpose: it stamps each event (user, time) where it happens and
 * hands it to src/platform/telemetry.ts once the page has painted and gone idle; the worker (with Dexie)
 * starts on that first event, never in front of the first paint.
 */
type Params = Record<string, string>
type Telemetry = typeof telemetryClient

let telemetry: Promise<Telemetry> | null = null

function load(): Promise<Telemetry> {
  telemetry ??= new Promise<void>((resolve) => afterPaint(resolve)).then(() => telemetryClient)
  return telemetry
}

function afterPaint(fn: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => fn(), { timeout: 2_000 })
  else setTimeout(fn, 0)
}

/**
 * Whether this page recorded an event. Its first sets the waiting mark (once: nothing in this page clears
 * it after that), and only a page that recorded none may clear the mark.
 */
let recorded = false

/** Records one event; resolves once the worker has persisted it (never rejects). */
export function trackEvent(kind: EventKind, target: string, params?: Params): Promise<void> {
  if (!recorded) {
    recorded = true
    writeString(StorageKey.eventsWaiting, '1')
  }
  const stamp = { eventUserId: getSession().user?.id ?? 0, eventTime: Math.floor(Date.now() / 1000) }
  return load().then(
    (t) => t.track(kind, target, params, stamp),
    () => undefined, // telemetry never breaks the page
  )
}

/** "Once per element per page view": the keys seen since the page (path + query) last changed. */
let page = ''
const seen = new Set<string>()

function firstInPageView(key: string): boolean {
  const here = `${location.pathname}${location.search}`
  if (here !== page) {
    page = here
    seen.clear()
  }
  if (seen.has(key)) return false
  seen.add(key)
  return true
}

/** Events still waiting in the worker's queue (diagnostics); rejects if telemetry cannot load. */
export function queuedEvents(): Promise<number> {
  return load().then((t) => t.queuedEvents())
}

/** A click on `target`, recorded once per page view. */
export function trackClick(target: string, params?: Params): void {
  if (firstInPageView(`click:${target}`)) void trackEvent('click', target, params)
}

/** A view of the element once at least half of it is visible, once per page view. */
export function useTrackView(ref: RefObject<Element | null>, target: string): void {
  useEffect(() => {
    const el = ref.current
    if (!el || typeof IntersectionObserver !== 'function') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting && e.intersectionRatio >= 0.5)) return
        observer.disconnect()
        if (firstInPageView(`view:${target}`)) void trackEvent('view', target)
      },
      { threshold: 0.5 },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [ref, target])
}

/** Once per browser: the first page that runs after install or a cleared storage. */
export function trackFirstInitialization(): void {
  if (readString(StorageKey.firstInit)) return
  writeString(StorageKey.firstInit, '1')
  void trackEvent('first_initialization', 'app')
}

declare global {
  interface Window {
    /** Diagnostics handle (the diagnostics page and the e2e use it): records events like the features do. */
    luckyLobbyTelemetry?: { track: typeof trackEvent }
  }
}

/**
 * Events a previous page queued and could not send (it closed, or was offline) go out now, whatever this
 * page records: the worker starts only on an event, and a page may record none. A start that finds the
 * queue empty before recording anything clears the mark, so the next start leaves the worker out.
 */
function sendLeftovers(): void {
  if (!readString(StorageKey.eventsWaiting)) return
  queuedEvents().then(
    (left) => {
      if (left === 0 && !recorded) removeKey(StorageKey.eventsWaiting)
    },
    () => undefined,
  )
}

/** main.tsx calls this after the first render. */
export function installTelemetry(): void {
  window.luckyLobbyTelemetry = { track: trackEvent }
  trackFirstInitialization()
  sendLeftovers()
}
