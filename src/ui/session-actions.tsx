import { useSession } from '../api/session.ts'
import { useTranslation } from '../i18n/index.ts'
import { buttonClass } from './button.tsx'
import { CoinIcon, PlusIcon, UserIcon } from './icons.tsx'
import { Money } from './money.tsx'
import { AppLink, NavLink } from './nav-link.tsx'
import { RedDot } from './red-dot.tsx'
import s from './session-actions.module.css'

/**
 * Header corner: Log in / Sign up for visitors; for players the balance chip (to /member) with Deposit
 * right beside it, the way to top the balance up from any screen. `memberDot`: a reward waits (the top
 * nav's red dot on the way to the member page).
 */
export function SessionActions({ memberDot = false }: { memberDot?: boolean }) {
  const { t } = useTranslation()
  const { isLoggedIn, user } = useSession()
  if (isLoggedIn) {
    return (
      <div className={s.actions}>
        {/* Named by its content, the amount included ("Member: Balance 1,234"): an aria-label would hide
            the visible amount from the name (WCAG 2.5.3 Label in Name). */}
        <NavLink href="/member" className={s.chip}>
          <span className="visually-hidden">{`${t('nav.member')}: ${t('a11y.balance')} `}</span>
          <CoinIcon size={18} className={s.coin} />
          <Money value={user?.coin ?? 0} className={s.amount} />
          <span className={s.avatar}>
            <UserIcon size={16} />
          </span>
          {memberDot ? <RedDot label={t('nav.newReward')} inline /> : null}
        </NavLink>
        <AppLink href="/wallets?name=deposit" className={`${buttonClass({ size: 'sm' })} ${s.deposit}`}>
          <PlusIcon size={16} strokeWidth={2.4} />
          {t('nav.deposit')}
        </AppLink>
      </div>
    )
  }
  return (
    <div className={s.actions}>
      <NavLink
        href="/auth/login"
        className={`${buttonClass({ variant: 'secondary', size: 'sm' })} ${s.auth}`}
      >
        {t('nav.login')}
      </NavLink>
      <NavLink href="/auth/register" className={`${buttonClass({ size: 'sm' })} ${s.auth}`}>
        {t('nav.register')}
      </NavLink>
    </div>
  )
}
