import { useNavigate } from '@tanstack/react-router'
import { useSession } from '../../../api/session.ts'
import { useTranslation } from '../../../i18n/index.ts'
import { toast } from '../../../ui/toast-store.ts'
import { SetPasswordForm } from '../components/set-password-form.tsx'
import { AccountDone } from './account-done.tsx'
import { AuthPage } from './auth-page.tsx'

export function SetPasswordPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { user } = useSession()
  return (
    <AuthPage titleKey="auth.titles.setPassword" fallback="/member/profile">
      {user?.hasPassword ? (
        <AccountDone text={t('auth.setPassword.already')} />
      ) : (
        <SetPasswordForm
          onDone={() => {
            toast(t('auth.setPassword.done'), { tone: 'success' })
            void navigate({ href: '/member/profile', replace: true })
          }}
        />
      )}
    </AuthPage>
  )
}
