import { useTranslation } from '../../i18n/index.ts'
import { ChevronRightIcon, GiftIcon } from '../../ui/icons.tsx'
import { AppLink } from '../../ui/nav-link.tsx'
import s from './bonus.module.css'

/** The way from Promotions to the daily sign-in (/activity/sign-in asks a visitor to log in first). */
export function SignInCard() {
  const { t } = useTranslation()
  return (
    <AppLink href="/activity/sign-in" className={`${s.card} ${s.linkCard}`}>
      <span className={s.cardHead}>
        <GiftIcon size={28} className={s.coin} />
        <span>
          <span className={s.title}>{t('signIn.promoTitle')}</span>
          <span className={s.linkText}>{t('signIn.promoText')}</span>
        </span>
      </span>
      <ChevronRightIcon size={20} />
    </AppLink>
  )
}
