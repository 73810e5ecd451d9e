import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { CallReply } from '../../../../contract/calls/index.ts'
import { errorMessageKey } from '../../../api/errors.ts'
import { useTranslation } from '../../../i18n/index.ts'
import { EmptyState } from '../../../ui/empty-state.tsx'
import { ErrorState } from '../../../ui/error-state.tsx'
import { GiftIcon } from '../../../ui/icons.tsx'
import { Spinner } from '../../../ui/spinner.tsx'
import { signInQueryOptions } from './sign-in-api.ts'

export type SignInStatus = CallReply<'loginBonus3User'>

/** The cycle's loading, error (with retry) and empty states; renders `children` once there are days. */
export function SignInStatusGate({ children }: { children: (status: SignInStatus) => ReactNode }) {
  const { t } = useTranslation()
  const query = useQuery(signInQueryOptions())
  const status = query.data
  if (!status) {
    if (query.isError && query.fetchStatus !== 'fetching')
      return (
        <ErrorState
          title={t('signIn.errorTitle')}
          text={t(errorMessageKey(query.error))}
          onRetry={() => void query.refetch()}
        />
      )
    return <Spinner />
  }
  if (status.days.length === 0)
    return (
      <EmptyState icon={<GiftIcon size={28} />} title={t('signIn.emptyTitle')} text={t('signIn.emptyText')} />
    )
  return children(status)
}
