import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from '../../../i18n/index.ts'
import { toast } from '../../../ui/toast-store.ts'
import { authHref } from '../auth-href.ts'
import { ForgetForm } from '../components/forget-form.tsx'
import { AuthPage } from './auth-page.tsx'

export function ForgetPage({ redirect }: { redirect?: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <AuthPage titleKey="auth.titles.forget" fallback="/auth/login">
      <ForgetForm
        onDone={() => {
          toast(t('auth.forget.done'), { tone: 'success' })
          void navigate({ href: authHref('login', { redirect }), replace: true })
        }}
        onSwitch={(view) => void navigate({ href: authHref(view, { redirect }) })}
      />
    </AuthPage>
  )
}
