import { useCallback, useEffect, useState } from 'react'
import { readJson, writeJson } from '../../api/storage.ts'
import { StorageKey } from '../../api/storage-keys.ts'

/** The resend pause when the server names none (its smsSend reply carries resendIn, its 429 Retry-After). */
export const RESEND_SECONDS = 60

/**
 * Deadlines (epoch ms) by purpose and phone, kept in localStorage, so a reload, a remount or another
 * page keeps the countdown the server set: a send answers resendIn, a refused one its Retry-After.
 * The server refuses early resends anyway; this keeps the button honest.
 */
type Deadlines = Record<string, number>

let memory: Deadlines | null = null

function deadlines(now: number): Deadlines {
  if (!memory) {
    const stored = readJson<Deadlines>(StorageKey.smsResend)
    memory = stored && typeof stored === 'object' ? stored : {}
  }
  // Past deadlines are of no use: drop them as they are met.
  for (const [key, at] of Object.entries(memory)) {
    if (typeof at !== 'number' || at <= now) delete memory[key]
  }
  return memory
}

function setDeadline(key: string, at: number): void {
  const all = deadlines(at)
  all[key] = at
  writeJson(StorageKey.smsResend, all)
}

/** Forgets what this tab read from storage (tests: a reload). */
export function resetResendMemory(): void {
  memory = null
}

export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000))
}

/** The storage key of a form's countdown: its purpose and the phone the code goes to. */
export const resendKey = (authMode: number, phone: string): string => `sms:${authMode}:${phone}`

/** A resend countdown for one purpose and phone (see resendKey). */
export function useResendCountdown(key: string) {
  const [now, setNow] = useState(() => Date.now())
  const [, setStarted] = useState(0)
  const deadline = deadlines(now)[key] ?? 0
  const remaining = secondsLeft(deadline, now)
  const running = remaining > 0

  useEffect(() => {
    if (!running) return
    const id = setInterval(() => setNow(Date.now()), 250)
    return () => clearInterval(id)
  }, [running])

  const start = useCallback(
    (seconds: number = RESEND_SECONDS) => {
      const at = Date.now()
      setDeadline(key, at + seconds * 1000)
      setStarted((n) => n + 1)
      setNow(at)
    },
    [key],
  )

  return { remaining, running, start }
}
