import { useId, useState } from 'react'
import type { CallReply } from '../../../contract/calls/index.ts'
import { useTranslation } from '../../i18n/index.ts'
import { type IconProps, Svg } from '../../ui/icons.tsx'
import { useMoney } from '../../ui/money.tsx'
import s from './jackpot.module.css'
import { prefersReducedMotion, prizeText } from './jackpot-format.ts'

type Winner = CallReply<'getJackpotDrawInfo'>['jackpotWinnerList'][number]

// Here rather than in ui/icons.tsx, which is in the first-load chunk: only this lazy chunk uses them.
const PauseIcon = (p: IconProps) => (
  <Svg filled {...p}>
    <rect x="6" y="5" width="4" height="14" rx="1" />
    <rect x="14" y="5" width="4" height="14" rx="1" />
  </Svg>
)
const PlayIcon = (p: IconProps) => (
  <Svg filled {...p}>
    <path d="M8 5.5v13a1 1 0 0 0 1.5.86l11-6.5a1 1 0 0 0 0-1.72l-11-6.5A1 1 0 0 0 8 5.5Z" />
  </Svg>
)

/**
 * 'LUCKY GUY': the latest winners rolling sideways. A labelled region holding a list, and no live region:
 * the names move but do not change, so a screen reader reads the list once and is not interrupted. The
 * roll (a CSS transform to -50%, over the list drawn twice so it loops without a jump; the copy hidden
 * from screen readers) stops on hover and focus, and with the Pause button (WCAG 2.2.2: it moves for
 * more than five seconds beside other content). With reduced motion it never rolls: the list is drawn
 * once and scrolls sideways.
 */
export function WinnersTicker({ winners }: { winners: readonly Winner[] }) {
  const { t } = useTranslation()
  const money = useMoney()
  const labelId = useId()
  const [still] = useState(prefersReducedMotion)
  const [paused, setPaused] = useState(false)
  const rolls = winners.length > 0 && !still
  const item = (w: Winner, i: number, copy: boolean) => (
    <li key={`${copy ? 'c' : 'o'}${i}`} className={s.tickerItem} aria-hidden={copy || undefined}>
      {t('jackpot.winnerLine', { name: w.nickname })}{' '}
      <strong>{prizeText(w.propId, w.amountSection, money, t)}</strong>
    </li>
  )
  return (
    <div className={s.ticker}>
      <span id={labelId} className={s.tickerLabel}>
        {t('jackpot.luckyGuy')}
      </span>
      {/* Focusable so keyboard users can scroll it (reduced motion) or hold the roll while they read. */}
      <section
        className={s.tickerWindow}
        aria-labelledby={labelId}
        tabIndex={winners.length > 0 ? 0 : undefined}
      >
        {winners.length === 0 ? (
          <p className={`${s.tickerItem} ${s.tickerEmpty}`}>{t('jackpot.noWinners')}</p>
        ) : (
          <ul
            className={s.tickerTrack}
            data-rolls={rolls || undefined}
            data-paused={paused || undefined}
            style={{ '--ticker-duration': `${Math.max(12, winners.length * 4)}s` } as React.CSSProperties}
          >
            {winners.map((w, i) => item(w, i, false))}
            {rolls ? winners.map((w, i) => item(w, i, true)) : null}
          </ul>
        )}
      </section>
      {rolls ? (
        <button
          type="button"
          className={s.tickerPause}
          aria-pressed={paused}
          aria-label={t('jackpot.pauseWinners')}
          onClick={() => setPaused(!paused)}
        >
          {paused ? <PlayIcon size={16} /> : <PauseIcon size={16} />}
        </button>
      ) : null}
    </div>
  )
}
