import type { CallReply } from '../../../contract/calls/index.ts'
import { useTranslation } from '../../i18n/index.ts'
import { CoinIcon, GiftIcon, SparkIcon } from '../../ui/icons.tsx'
import { useMoney } from '../../ui/money.tsx'
import s from './jackpot.module.css'
import { cellText, isPool, PRIZE_COIN } from './jackpot-format.ts'

type Cell = CallReply<'getJackpotDrawInfo'>['jackpotAwardConfigList'][number]

/** Grid index 0-9 -> its place in the ring: 0-4 along the top row, 5-9 back along the bottom row. */
const place = (index: number) =>
  index < 5 ? { gridRow: 1, gridColumn: index + 1 } : { gridRow: 2, gridColumn: 10 - index }

/** The 10 prizes (by cell id) with the highlight on `lit` (a grid index), if any. */
export function PrizeGrid({ cells, lit }: { cells: readonly Cell[]; lit: number | null }) {
  const { t } = useTranslation()
  const money = useMoney()
  const sorted = [...cells].sort((a, b) => a.id - b.id)
  return (
    <ol className={s.grid} aria-label={t('jackpot.gridLabel')}>
      {sorted.map((cell, index) => (
        <li
          key={cell.id}
          className={s.cell}
          style={place(index)}
          data-cell={cell.id}
          data-lit={lit === index ? '' : undefined}
          aria-current={lit === index ? 'true' : undefined}
        >
          <span className={s.cellIcon} aria-hidden="true">
            {isPool(cell.propId) ? (
              <SparkIcon size={18} />
            ) : cell.propId === PRIZE_COIN ? (
              <CoinIcon size={18} />
            ) : (
              <GiftIcon size={18} />
            )}
          </span>
          <span className={isPool(cell.propId) ? s.cellPool : undefined}>{cellText(cell, money, t)}</span>
        </li>
      ))}
    </ol>
  )
}
