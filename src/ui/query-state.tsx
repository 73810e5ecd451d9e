import type { UseQueryResult } from '@tanstack/react-query'
import { errorMessageKey } from '../api/errors.ts'
import { useTranslation } from '../i18n/index.ts'
import { ErrorState } from './error-state.tsx'
import { Spinner } from './spinner.tsx'

/** Before a query has data: its error with a retry, else the spinner. */
export function QueryState({
  query,
  errorTitle,
}: {
  query: Pick<UseQueryResult, 'isError' | 'fetchStatus' | 'error' | 'refetch'>
  errorTitle: string
}) {
  const { t } = useTranslation()
  if (query.isError && query.fetchStatus !== 'fetching')
    return (
      <ErrorState
        title={errorTitle}
        text={t(errorMessageKey(query.error))}
        onRetry={() => void query.refetch()}
      />
    )
  return <Spinner />
}
