import { useQuery } from '@tanstack/react-query'
import { errorMessageKey } from '../../../api/errors.ts'
import { useTranslation } from '../../../i18n/index.ts'
import { buttonClass } from '../../../ui/button.tsx'
import { EmptyState } from '../../../ui/empty-state.tsx'
import { ErrorState } from '../../../ui/error-state.tsx'
import { ChevronRightIcon } from '../../../ui/icons.tsx'
import { PageBody } from '../../../ui/layout.tsx'
import { AppLink } from '../../../ui/nav-link.tsx'
import { PageHeader } from '../../../ui/page-header.tsx'
import { Skeleton } from '../../../ui/spinner.tsx'
import { bankInfoListQueryOptions } from '../api/bank-cards.ts'
import s from './cards.module.css'

/** /wallets/card/list: the player's bank cards, masked (only the last 4 characters ever reach us). */
export function CardListPage() {
  const { t } = useTranslation()
  const query = useQuery(bankInfoListQueryOptions())
  const addLink = (
    <AppLink href="/wallets/card/edit" className={buttonClass({ block: true })}>
      {t('cards.add')}
    </AppLink>
  )

  let body: React.ReactNode
  if (query.isPending) {
    body = (
      <div className={s.list} role="status" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton className={s.skeletonCard} />
        <Skeleton className={s.skeletonCard} />
      </div>
    )
  } else if (query.isError) {
    body = (
      <ErrorState
        title={t('cards.loadFailed')}
        text={t(errorMessageKey(query.error))}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    )
  } else if (query.data.list.length === 0) {
    body = (
      <EmptyState
        title={t('cards.emptyTitle')}
        text={t('cards.emptyText')}
        action={
          <AppLink href="/wallets/card/edit" className={buttonClass()}>
            {t('cards.add')}
          </AppLink>
        }
      />
    )
  } else {
    const { list, maxCards } = query.data
    body = (
      <>
        <ul className={s.list}>
          {list.map((card) => (
            <li key={card.id}>
              <AppLink
                href={`/wallets/card/edit?id=${card.id}`}
                className={s.bankCard}
                aria-label={t('cards.editCard', { bank: card.bankName, number: card.accountNoMasked })}
              >
                <span className={s.bankName}>{card.bankName}</span>{' '}
                <span className={s.number}>{card.accountNoMasked}</span>{' '}
                <span className={s.holder}>{card.holderName}</span>
                <span className={s.edit}>
                  {t('cards.edit')}
                  <ChevronRightIcon size={16} />
                </span>
              </AppLink>
            </li>
          ))}
        </ul>
        {list.length < maxCards ? (
          addLink
        ) : (
          <p className={s.note}>{t('cards.limitText', { count: maxCards })}</p>
        )}
        <p className={s.note}>{t('cards.onePerBank')}</p>
      </>
    )
  }

  return (
    <>
      <PageHeader title={t('cards.listTitle')} fallback="/member" />
      <PageBody>
        <div className={s.stack}>{body}</div>
      </PageBody>
    </>
  )
}
