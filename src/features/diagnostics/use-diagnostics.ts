import { useCallback, useEffect, useState } from 'react'
import type { CatalogueSummary } from '../../platform/sw-state.ts'
import { catalogueSummary, findRegistration } from '../../platform/sw-tools.ts'
import { queuedEvents } from '../../platform/track.tsx'

/** A value read from the worker or the telemetry queue: loading, read, or unavailable. */
export type Reading<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'unavailable' }

async function read<T>(load: () => Promise<T | null>): Promise<Reading<T>> {
  try {
    const value = await load()
    return value === null ? { status: 'unavailable' } : { status: 'ready', value }
  } catch {
    return { status: 'unavailable' }
  }
}

/** The asynchronous readings of the diagnostics page, re-read by `refresh`. */
export function useDiagnosticReadings() {
  const [catalogue, setCatalogue] = useState<Reading<CatalogueSummary[]>>({ status: 'loading' })
  const [queued, setQueued] = useState<Reading<number>>({ status: 'loading' })

  const refresh = useCallback(() => {
    setCatalogue({ status: 'loading' })
    setQueued({ status: 'loading' })
    void findRegistration()
    void read(catalogueSummary).then(setCatalogue)
    void read(queuedEvents).then(setQueued)
  }, [])

  useEffect(refresh, [refresh])
  return { catalogue, queued, refresh }
}
