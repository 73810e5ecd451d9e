import { useQuery } from '@tanstack/react-query'
import { useCanGoBack, useRouter } from '@tanstack/react-router'
import { useAppConfig } from '../../../api/app-config.ts'
import { errorMessageKey } from '../../../api/errors.ts'
import { useTranslation } from '../../../i18n/index.ts'
import { ButtonLabel, buttonClass } from '../../../ui/button.tsx'
import { ErrorState } from '../../../ui/error-state.tsx'
import { PageBody } from '../../../ui/layout.tsx'
import { AppLink } from '../../../ui/nav-link.tsx'
import { PageHeader } from '../../../ui/page-header.tsx'
import { Skeleton } from '../../../ui/spinner.tsx'
import { toast } from '../../../ui/toast-store.ts'
import { bankInfoListQueryOptions } from '../api/bank-cards.ts'
import { CardForm } from './card-form.tsx'
import s from './cards.module.css'

/**
 * /wallets/card/edit: adds a card, or with `?id=` changes one of the player's own cards. The list is
 * the player's own, so an id not in it (someone else's card, or one that never existed) is the
 * server's bankCardNotFound, shown as an error state.
 */
export function CardEditPage({ id }: { id?: number }) {
  const { t } = useTranslation()
  const router = useRouter()
  const canGoBack = useCanGoBack()
  const list = useQuery(bankInfoListQueryOptions())
  const config = useAppConfig()
  const title = id === undefined ? t('cards.addTitle') : t('cards.editTitle')

  const onSaved = () => {
    toast(id === undefined ? t('cards.added') : t('cards.saved'), { tone: 'success' })
    // Back to where the player came from (the withdraw panel or the card list), else to the list.
    if (canGoBack) router.history.back()
    else void router.navigate({ to: '/wallets/card/list', replace: true })
  }

  let body: React.ReactNode
  if (list.isPending || config.isPending) {
    body = (
      <div className={s.form} role="status" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton className={s.skeletonField} />
        <Skeleton className={s.skeletonField} />
        <Skeleton className={s.skeletonField} />
      </div>
    )
  } else if (list.isError || config.isError) {
    const error = list.error ?? config.error
    body = (
      <ErrorState
        title={t('cards.loadFailed')}
        text={t(errorMessageKey(error))}
        onRetry={() => void Promise.all([list.refetch(), config.refetch()])}
        retrying={list.isFetching || config.isFetching}
      />
    )
  } else {
    const data = list.data
    const card = id === undefined ? undefined : data.list.find((c) => c.id === id)
    const taken = new Set(data.list.filter((c) => c.id !== card?.id).map((c) => c.bankId))
    const banks = [...data.bankList].sort((a, b) => a.sort - b.sort).filter((b) => !taken.has(b.id))
    if (id !== undefined && !card) {
      body = (
        <>
          <ErrorState title={t('errors.bankCardNotFound')} text={t('cards.notFoundText')} />
          <AppLink
            href="/wallets/card/list"
            className={`${buttonClass({ variant: 'secondary', wrap: true })} ${s.center}`}
          >
            <ButtonLabel>{t('cards.backToList')}</ButtonLabel>
          </AppLink>
        </>
      )
    } else if (!card && data.list.length >= data.maxCards) {
      body = (
        <ErrorState title={t('errors.bankCardLimit')} text={t('cards.limitText', { count: data.maxCards })} />
      )
    } else {
      body = <CardForm card={card} banks={banks} lengths={config.data.lengths} onSaved={onSaved} />
    }
  }

  return (
    <>
      <PageHeader title={title} fallback="/wallets/card/list" />
      <PageBody>
        <div className={s.stack}>{body}</div>
      </PageBody>
    </>
  )
}
