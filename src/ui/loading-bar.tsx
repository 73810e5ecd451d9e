import { useEffect, useState } from 'react'
import { useTranslation } from '../i18n/index.ts'
import s from './loading-bar.module.css'

type Phase = 'idle' | 'running' | 'finishing'
const FINISH_MS = 300

interface LoadingBarProps {
  active: boolean
  /** Spec 2: throttle 200 ms — fast navigations never flash a bar. */
  delay?: number
  /** Spec 2: duration 2 s — the bar creeps to 90% over this long, then waits for the end. */
  duration?: number
}

/** The top-of-page progress bar driven by the router's pending state (see __root.tsx). */
export function LoadingBar({ active, delay = 200, duration = 2000 }: LoadingBarProps) {
  const { t } = useTranslation()
  const [phase, setPhase] = useState<Phase>('idle')

  useEffect(() => {
    if (active) {
      if (phase === 'running') return
      const timer = setTimeout(() => setPhase('running'), delay)
      return () => clearTimeout(timer)
    }
    if (phase === 'running') setPhase('finishing')
  }, [active, delay, phase])

  useEffect(() => {
    if (phase !== 'finishing') return
    const timer = setTimeout(() => setPhase('idle'), FINISH_MS)
    return () => clearTimeout(timer)
  }, [phase])

  if (phase === 'idle') return null
  return (
    <div
      className={`${s.bar} ${phase === 'finishing' ? s.done : ''}`}
      role="progressbar"
      aria-label={t('a11y.loadingPage')}
      aria-busy={phase === 'running'}
      style={{ '--loading-duration': `${duration}ms` } as React.CSSProperties}
    />
  )
}
