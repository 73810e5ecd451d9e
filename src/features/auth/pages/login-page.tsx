import { useNavigate } from '@tanstack/react-router'
import { authHref } from '../auth-href.ts'
import { LoginForm } from '../components/login-form.tsx'
import { safeRedirect } from '../redirect.ts'
import { AuthPage } from './auth-page.tsx'

interface LoginPageProps {
  type?: string
  redirect?: string
  /** /auth/accountLogin */
  accountOnly?: boolean
}

export function LoginPage({ type, redirect, accountOnly = false }: LoginPageProps) {
  const navigate = useNavigate()
  return (
    <AuthPage
      titleKey={accountOnly ? 'auth.titles.accountLogin' : 'auth.titles.login'}
      taglineKey="auth.login.tagline"
    >
      <LoginForm
        type={type}
        accountOnly={accountOnly}
        onDone={() => void navigate({ href: safeRedirect(redirect), replace: true })}
        onSwitch={(view) => void navigate({ href: authHref(view, { redirect }) })}
      />
    </AuthPage>
  )
}
