import type { CallReply } from '../../../contract/calls/index.ts'
import { useTranslation } from '../../i18n/index.ts'
import { useMoney } from '../../ui/money.tsx'
import s from './jackpot.module.css'
import { prizeText } from './jackpot-format.ts'

type Winner = CallReply<'getJackpotDrawInfo'>['jackpotWinnerList'][number]

/**
 * 'LUCKY GUY': the latest winners rolling sideways. The list is drawn twice so the roll (a CSS transform
 * to -50%) loops without a jump; the copy is hidden from screen readers, which read the list once.
 */
export function WinnersTicker({ winners }: { winners: readonly Winner[] }) {
  const { t } = useTranslation()
  const money = useMoney()
  const item = (w: Winner, i: number, copy: boolean) => (
    <li key={`${copy ? 'c' : 'o'}${i}`} className={s.tickerItem} aria-hidden={copy || undefined}>
      {t('jackpot.winnerLine', { name: w.nickname })}{' '}
      <strong>{prizeText(w.propId, w.amountSection, money, t)}</strong>
    </li>
  )
  return (
    <section className={s.ticker} aria-label={t('jackpot.luckyGuy')}>
      <span className={s.tickerLabel} aria-hidden="true">
        {t('jackpot.luckyGuy')}
      </span>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so keyboard users can pause the roll and scroll it. */}
      <div className={s.tickerWindow} tabIndex={0}>
        {winners.length === 0 ? (
          <p className={`${s.tickerItem} ${s.tickerEmpty}`}>{t('jackpot.noWinners')}</p>
        ) : (
          <ul
            className={s.tickerTrack}
            style={{ '--ticker-duration': `${Math.max(12, winners.length * 4)}s` } as React.CSSProperties}
          >
            {winners.map((w, i) => item(w, i, false))}
            {winners.map((w, i) => item(w, i, true))}
          </ul>
        )}
      </div>
    </section>
  )
}
