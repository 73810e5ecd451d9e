import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { VipData } from '../../../contract/calls/vip.ts'
import { errorMessageKey } from '../../api/errors.ts'
import { useTranslation } from '../../i18n/index.ts'
import { EmptyState } from '../../ui/empty-state.tsx'
import { ErrorState } from '../../ui/error-state.tsx'
import { SparkIcon } from '../../ui/icons.tsx'
import { Spinner } from '../../ui/spinner.tsx'
import { vipQueryOptions } from './vip-api.ts'

/** The VIP state's loading, error (with retry) and empty states; renders `children` once there is a ladder. */
export function VipGate({ children }: { children: (vip: VipData) => ReactNode }) {
  const { t } = useTranslation()
  const query = useQuery(vipQueryOptions())
  const vip = query.data
  if (!vip) {
    if (query.isError && query.fetchStatus !== 'fetching')
      return (
        <ErrorState
          title={t('vip.errorTitle')}
          text={t(errorMessageKey(query.error))}
          onRetry={() => void query.refetch()}
        />
      )
    return <Spinner />
  }
  if (vip.levels.length === 0)
    return <EmptyState icon={<SparkIcon size={28} />} title={t('vip.emptyTitle')} text={t('vip.emptyText')} />
  return children(vip)
}
