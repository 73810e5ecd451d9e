import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { AppConfig } from '../../../../contract/calls/config.ts'
import { useAppConfig } from '../../../api/app-config.ts'
import { errorMessageKey } from '../../../api/errors.ts'
import { ErrorState } from '../../../ui/error-state.tsx'
import { Spinner } from '../../../ui/spinner.tsx'
import s from './auth-form.module.css'

/**
 * The auth forms follow the operator's config (lengths, login/register types, social flags). It is
 * normally cached already; on a cold start without it the form waits, and offers a retry on failure.
 */
export function WithConfig({ children }: { children: (config: AppConfig) => ReactNode }) {
  const { t } = useTranslation()
  const query = useAppConfig()
  if (query.data) return children(query.data)
  if (query.isError) {
    return (
      <ErrorState
        text={t(errorMessageKey(query.error))}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    )
  }
  return (
    <div className={s.center}>
      <Spinner />
    </div>
  )
}
