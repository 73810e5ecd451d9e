import { useQuery } from '@tanstack/react-query'
import { useSession } from '../../api/session.ts'
import { useTranslation } from '../../i18n/index.ts'
import { CoinIcon, RefreshIcon } from '../../ui/icons.tsx'
import { Money } from '../../ui/money.tsx'
import { refreshDataQueryOptions } from '../auth/index.ts'
import s from './balance-header.module.css'
import { BonusMoney } from './bonus/bonus-money.tsx'

/**
 * The player's balance on every money screen (RTS 1A): painted at once from the session user's coin,
 * then refreshed from the server (refreshData) on mount and on demand; bonus money, when there is any,
 * apart from it with its wagering progress.
 */
export function BalanceHeader({ className }: { className?: string }) {
  const { t } = useTranslation()
  const { user, isLoggedIn } = useSession()
  // Off once logged out: a refetch during logout would answer 401.
  const refresh = useQuery({ ...refreshDataQueryOptions(), enabled: isLoggedIn })

  return (
    <section className={`${s.balance} ${className ?? ''}`} aria-label={t('balance.title')}>
      <div className={s.text}>
        <p className={s.label}>{t('balance.title')}</p>
        <p className={s.amount} aria-live="polite" data-testid="balance-amount">
          <CoinIcon size={22} />
          <Money value={user?.coin ?? 0} />
        </p>
        {refresh.isError ? (
          <p className={s.alert} role="alert">
            {t('balance.refreshFailed')}
          </p>
        ) : null}
        <BonusMoney />
      </div>
      <button
        type="button"
        className={`${s.refresh} ${refresh.isFetching ? s.spinning : ''}`}
        onClick={() => void refresh.refetch()}
        disabled={refresh.isFetching || !isLoggedIn}
        aria-label={t('balance.refresh')}
        aria-busy={refresh.isFetching || undefined}
      >
        <RefreshIcon />
      </button>
    </section>
  )
}
