import { useNavigate } from '@tanstack/react-router'
import { authHref } from '../auth-href.ts'
import { RegisterForm } from '../components/register-form.tsx'
import { safeRedirect } from '../redirect.ts'
import { AuthPage } from './auth-page.tsx'

export function RegisterPage({ redirect, inviteCode }: { redirect?: string; inviteCode?: string }) {
  const navigate = useNavigate()
  return (
    <AuthPage titleKey="auth.titles.register" taglineKey="auth.register.tagline">
      <RegisterForm
        inviteCode={inviteCode}
        onDone={() => void navigate({ href: safeRedirect(redirect), replace: true })}
        onSwitch={(view) => void navigate({ href: authHref(view, { redirect }) })}
      />
    </AuthPage>
  )
}
