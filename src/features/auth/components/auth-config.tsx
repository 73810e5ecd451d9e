import type { ComponentType, ReactNode } from 'react'
import type { AppConfig } from '../../../../contract/calls/config.ts'
import { useAppConfig } from '../../../api/app-config.ts'
import { errorMessageKey } from '../../../api/errors.ts'
import { useTranslation } from '../../../i18n/index.ts'
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

/** Wraps a form body that needs the config into a form that waits for it (see WithConfig). */
export function withConfig<P extends { config: AppConfig }>(Body: ComponentType<P>) {
  return function ConfiguredForm(props: Omit<P, 'config'>) {
    return <WithConfig>{(config) => <Body {...({ config, ...props } as P)} />}</WithConfig>
  }
}
