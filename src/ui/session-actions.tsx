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
      // Named by its content, the amount included ("Member: Balance 1,234"): an aria-label would hide the
      // visible amount from the name (WCAG 2.5.3 Label in Name).
      <NavLink href="/member" className={s.chip}>
        <span className="visually-hidden">{`${t('nav.member')}: ${t('a11y.balance')} `}</span>
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
