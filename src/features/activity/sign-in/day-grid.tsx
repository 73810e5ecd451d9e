import type { CallReply } from '../../../../contract/calls/index.ts'
import { useTranslation } from '../../../i18n/index.ts'
import { CoinIcon } from '../../../ui/icons.tsx'
import { Money } from '../../../ui/money.tsx'
import s from './sign-in.module.css'

type Status = CallReply<'loginBonus3User'>

/** The seven days of the cycle: claimed, today (claimable or done) and upcoming. */
export function DayGrid({ status }: { status: Status }) {
  const { t } = useTranslation()
  return (
    <ol className={s.grid}>
      {status.days.map((d) => {
        const state = d.claimed ? 'claimed' : d.day === status.today ? 'today' : 'upcoming'
        return (
          <li
            key={d.day}
            className={`${s.day} ${s[state]}`}
            aria-current={d.day === status.today ? 'date' : undefined}
          >
            <span className={s.dayName}>{t('signIn.day', { day: d.day })}</span>
            <CoinIcon size={28} />
            <Money value={d.amount} kind="amount" className={s.dayAmount} />
            <span className={s.dayState}>{t(`signIn.state.${state}`)}</span>
          </li>
        )
      })}
    </ol>
  )
}
