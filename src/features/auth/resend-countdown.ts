import { useCallback, useEffect, useState } from 'react'

export const RESEND_SECONDS = 60

/**
 * Deadlines live outside the component so closing and reopening a modal (or switching page and modal)
 * keeps the countdown: the server refuses early resends anyway, this only keeps the button honest.
 */
const deadlines = new Map<string, number>()

export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000))
}

/** A resend countdown for one purpose (e.g. `sms:0` for register codes). */
export function useResendCountdown(key: string) {
  const [now, setNow] = useState(() => Date.now())
  const [deadline, setDeadline] = useState(() => deadlines.get(key) ?? 0)
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
      deadlines.set(key, at + seconds * 1000)
      setDeadline(at + seconds * 1000)
      setNow(at)
    },
    [key],
  )

  return { remaining, running, start }
}
