import { useState } from 'react'
import type { AppConfig } from '../../../../contract/calls/config.ts'
import { errorMessageKey } from '../../../api/errors.ts'
import { useTranslation } from '../../../i18n/index.ts'
import { Button } from '../../../ui/button.tsx'
import { useSocialLogin } from '../api/social-login.ts'
import { SocialCancelled, type SocialName, usableSocialProviders } from '../social/provider.ts'
import { ensureSdkProviders } from '../social/sdk-providers.ts'
import s from './auth-form.module.css'

interface SocialButtonsProps {
  social: AppConfig['social']
  onDone: () => void
}

/**
 * Google / Facebook / LINE sign-in, each shown only when the operator enabled it AND a token source
 * (its SDK or a native bridge) is present in this page. With none, nothing renders, not even the divider.
 */
export function SocialButtons({ social, onDone }: SocialButtonsProps) {
  const { t } = useTranslation()
  const login = useSocialLogin()
  const [busy, setBusy] = useState<SocialName | null>(null)
  const [error, setError] = useState<string | undefined>()
  ensureSdkProviders(social)
  const providers = usableSocialProviders(social)
  if (providers.length === 0) return null

  const signIn = async (name: SocialName, requestToken: () => Promise<string>) => {
    if (busy) return
    setBusy(name)
    setError(undefined)
    try {
      const token = await requestToken()
      await login.mutateAsync({ provider: name, token })
      onDone()
    } catch (err) {
      if (!(err instanceof SocialCancelled)) setError(t(errorMessageKey(err)))
    } finally {
      setBusy(null)
    }
  }

  return (
    <div className={s.social}>
      <p className={s.divider}>{t('auth.social.or')}</p>
      {providers.map((p) => (
        <Button
          key={p.name}
          variant="secondary"
          block
          loading={busy === p.name}
          disabled={busy !== null}
          onClick={() => void signIn(p.name, () => p.requestToken())}
        >
          {t(`auth.social.${p.name}`)}
        </Button>
      ))}
      {error ? (
        <p className={s.formError} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
