import { useNavigate } from '@tanstack/react-router'
import { useSession } from '../../../api/session.ts'
import { useTranslation } from '../../../i18n/index.ts'
import { toast } from '../../../ui/toast-store.ts'
import { BindForm } from '../components/bind-form.tsx'
import { AccountDone } from './account-done.tsx'
import { AuthPage } from './auth-page.tsx'

export function BindPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { user } = useSession()
  const bound = user?.mobile ?? ''
  return (
    <AuthPage titleKey="auth.titles.bind" fallback="/member/profile">
      {bound ? (
        <AccountDone text={t('auth.bind.already', { phone: bound })} />
      ) : (
        <BindForm
          onDone={() => {
            toast(t('auth.bind.done'), { tone: 'success' })
            void navigate({ href: '/member/profile', replace: true })
          }}
        />
      )}
    </AuthPage>
  )
}
