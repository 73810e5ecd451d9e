import { useQuery } from '@tanstack/react-query'
import { useLocale, useTranslation } from '../../i18n/index.ts'
import { buttonClass } from '../../ui/button.tsx'
import { AppLink } from '../../ui/nav-link.tsx'
import { everyDepositCeiling } from '../bonus/index.ts'
import { tradeInfoQueryOptions } from '../wallet/index.ts'
import { BonusCard } from './bonus-card.tsx'
import s from './lobby-banner.module.css'

/** A depositor's lobby offer is at most a minute old: the Deposit page refetches its own on every visit. */
const OFFER_STALE_MS = 60_000

/**
 * A depositor's banner (a chunk of its own, loaded for depositors only): the every-deposit bonus from
 * the rules getTradeInfo serves, or nothing when none is active or none names a cap.
 */
export default function EveryDepositOffer({ side = false }: { side?: boolean }) {
  const { t } = useTranslation()
  const info = useQuery({ ...tradeInfoQueryOptions(useLocale()), staleTime: OFFER_STALE_MS }).data
  const amount = info ? everyDepositCeiling(info.appRechargeBonusList) : 0
  if (amount <= 0) return null
  return (
    <BonusCard
      kicker={t('lobby.everyKicker')}
      amount={amount}
      text={t('lobby.everyText')}
      side={side}
      cta={
        <AppLink href="/wallets?name=deposit" className={`${buttonClass({ size: 'sm' })} ${s.cta}`}>
          {t('lobby.depositCta')}
        </AppLink>
      }
    />
  )
}
