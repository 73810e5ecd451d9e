import { useSession } from '../api/session.ts'
import { useTranslation } from '../i18n/index.ts'
import { buttonClass } from './button.tsx'
import { CoinIcon, UserIcon } from './icons.tsx'
import { Money } from './money.tsx'
import { NavLink } from './nav-link.tsx'
import s from './session-actions.module.css'

/** Header corner: Log in / Sign up for visitors, the balance chip (to /member) for players. */
export function SessionActions() {
  const { t } = useTranslation()
  const { isLoggedIn, user } = useSession()
  if (isLoggedIn) {
    return (
      <NavLink href="/member" className={s.chip} aria-label={`${t('nav.member')}: ${t('a11y.balance')}`}>
        <CoinIcon size={18} className={s.coin} />
        <Money value={user?.coin ?? 0} className={s.amount} />
        <span className={s.avatar}>
          <UserIcon size={16} />
        </span>
      </NavLink>
    )
  }
  return (
    <div className={s.actions}>
      <NavLink href="/auth/login" className={buttonClass({ variant: 'secondary', size: 'sm' })}>
        {t('common.login')}
      </NavLink>
      <NavLink href="/auth/register" className={buttonClass({ size: 'sm' })}>
        {t('common.register')}
      </NavLink>
    </div>
  )
}
