import { errorMessageKey } from '../../../api/errors.ts'
import { useTranslation } from '../../../i18n/index.ts'
import { Button } from '../../../ui/button.tsx'
import { Money } from '../../../ui/money.tsx'
import { Skeleton } from '../../../ui/spinner.tsx'
import { useBonusBalance } from '../api/bonus-balance.ts'
import s from './bonus.module.css'

/**
 * The player's bonus money, apart from cash, and how far its wagering has come ("Bonus R$10 · bet R$35
 * of R$50 to release"). With no bonus money it shows nothing, or, with `showEmpty`, says there is none.
 */
export function BonusMoney({ showEmpty = false }: { showEmpty?: boolean }) {
  const { t } = useTranslation()
  const query = useBonusBalance()
  if (query.data === undefined) {
    if (query.isError) {
      return (
        <div className={s.box} role="alert">
          <p className={s.muted}>{t('bonusMoney.loadFailed', { reason: t(errorMessageKey(query.error)) })}</p>
          <Button size="sm" variant="ghost" onClick={() => void query.refetch()} loading={query.isFetching}>
            {t('common.retry')}
          </Button>
        </div>
      )
    }
    if (query.fetchStatus === 'idle') return null
    return <Skeleton className={s.skeleton} />
  }
  const { bonus, wagered, required } = query.data
  if (bonus <= 0) {
    return showEmpty ? <p className={`${s.box} ${s.muted}`}>{t('bonusMoney.none')}</p> : null
  }
  return (
    <section className={s.box} aria-label={t('bonusMoney.title')} data-testid="bonus-money">
      <p className={s.line}>
        <span className={s.label}>{t('bonusMoney.title')}</span>
        <Money value={bonus} kind="amount" className={s.amount} />
      </p>
      <progress
        className={s.progress}
        value={wagered}
        max={required}
        aria-label={t('bonusMoney.progressLabel')}
      />
      <p className={s.muted} data-testid="bonus-progress">
        {t('bonusMoney.progressBet')} <Money value={wagered} kind="amount" /> {t('bonusMoney.progressOf')}{' '}
        <Money value={required} kind="amount" /> {t('bonusMoney.progressToRelease')}
      </p>
    </section>
  )
}

/** On the withdraw page while bonus money is active: what a withdrawal does to it (nothing). */
export function BonusWithdrawNote() {
  const { t } = useTranslation()
  const query = useBonusBalance()
  const bonus = query.data?.bonus ?? 0
  if (bonus <= 0) return null
  return (
    <p className={s.note} data-testid="bonus-withdraw-note">
      {t('bonusMoney.withdrawNote')} <Money value={bonus} kind="amount" />.
    </p>
  )
}
