import { useId } from 'react'
import { useTranslation } from '../i18n/index.ts'
import { CoinIcon, GiftIcon } from './icons.tsx'
import { Money } from './money.tsx'
import { Overlay } from './overlay.tsx'
import s from './reward-list.module.css'

/**
 * A prize as the server names it (spec 3 prize ids): 2001 is coin, an amount in minor units; 2002 is
 * points, a count. `label` names any other prize (a jackpot pool) in place of 'Prize'.
 */
export interface Prize {
  propId: number
  amount: number
  label?: string
}

const PRIZE_COIN = 2001
const PRIZE_POINTS = 2002

/**
 * The reward list modal (spec 1): what a claim, a draw or a task just paid, each prize with its icon, and
 * 'Tap the screen to continue'. Any tap, Escape or the button closes it. Features pass the reply's prizes.
 */
export function RewardList({ prizes, onClose }: { prizes: readonly Prize[]; onClose: () => void }) {
  const { t } = useTranslation()
  const listId = useId()
  // The prizes are the alert's message: described by them, it is read out with the title, not just
  // 'You received' and the button that takes focus.
  return (
    <Overlay title={t('rewards.title')} variant="alert" onClose={onClose} describedBy={listId}>
      <ul id={listId} className={s.list}>
        {prizes.map((p) => (
          <li key={`${p.propId}-${p.amount}`} className={s.prize}>
            <span className={s.icon} aria-hidden="true">
              {p.propId === PRIZE_COIN ? <CoinIcon size={36} /> : <GiftIcon size={36} />}
            </span>
            <span className={s.amount}>
              {p.propId === PRIZE_POINTS ? (
                <span data-value={p.amount}>{t('rewards.pointsCount', { count: p.amount })}</span>
              ) : (
                <Money value={p.amount} kind="amount" />
              )}
            </span>
            <span className={s.label}>
              {p.label ??
                t(
                  p.propId === PRIZE_COIN
                    ? 'rewards.coin'
                    : p.propId === PRIZE_POINTS
                      ? 'rewards.points'
                      : 'rewards.prize',
                )}
            </span>
          </li>
        ))}
      </ul>
      <button type="button" className={s.continue} onClick={onClose} data-autofocus>
        {t('rewards.tapToContinue')}
      </button>
    </Overlay>
  )
}
