import { useTranslation } from '../../../i18n/index.ts'
import { buttonClass } from '../../../ui/button.tsx'
import { NavLink } from '../../../ui/nav-link.tsx'
import s from '../components/auth-form.module.css'

/** Shown instead of a form that has nothing left to do (phone already bound, password already set). */
export function AccountDone({ text }: { text: string }) {
  const { t } = useTranslation()
  return (
    <div className={s.form}>
      <p className={s.intro}>{text}</p>
      <NavLink href="/member/profile" className={buttonClass({ variant: 'secondary', block: true })}>
        {t('auth.backToProfile')}
      </NavLink>
    </div>
  )
}
