import type { ReactNode } from 'react'
import { useTranslation } from '../../i18n/index.ts'
import { CoinIcon } from '../../ui/icons.tsx'
import { Money } from '../../ui/money.tsx'
import s from './lobby-banner.module.css'

interface BonusCardProps {
  kicker: string
  /** The most the offer pays, minor units (> 0: an offer with no amount to back is not advertised). */
  amount: number
  text: string
  cta?: ReactNode
  /** The ad's companion panel on wide screens (hidden below 1024 px), not the ad's fallback. */
  side?: boolean
}

/** The built-in bonus banner: the ad's fallback, and its companion panel on wide screens. */
export function BonusCard({ kicker, amount, text, cta, side = false }: BonusCardProps) {
  const { t } = useTranslation()
  return (
    <div
      className={`${s.banner} ${s.fallback} ${side ? s.side : ''}`}
      data-testid={side ? undefined : 'lobby-banner-fallback'}
    >
      <div className={s.copy}>
        <p className={s.kicker}>{kicker}</p>
        <p className={s.title}>
          <span className={s.titleLead}>{t('lobby.bonusTitle')}</span>
          <span className={s.amount}>
            <CoinIcon size={28} className={s.coin} />
            <Money value={amount} kind="amount" />
          </span>
        </p>
        <p className={s.text}>{text}</p>
        {cta}
      </div>
      <div className={s.art} aria-hidden="true">
        <span className={s.chip} />
        <span className={s.chip} />
        <span className={s.chip} />
      </div>
    </div>
  )
}
