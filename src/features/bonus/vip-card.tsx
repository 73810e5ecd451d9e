import { useTranslation } from '../../i18n/index.ts'
import { ChevronRightIcon, SparkIcon } from '../../ui/icons.tsx'
import { AppLink } from '../../ui/nav-link.tsx'
import s from './bonus.module.css'

/** The way from Promotions to VIP (/vip asks a visitor to log in first). */
export function VipCard() {
  const { t } = useTranslation()
  return (
    <AppLink href="/vip" className={`${s.card} ${s.linkCard}`}>
      <span className={s.cardHead}>
        <SparkIcon size={28} className={s.coin} />
        <span>
          <span className={s.title}>{t('vip.promoTitle')}</span>
          <span className={s.linkText}>{t('vip.promoText')}</span>
        </span>
      </span>
      <ChevronRightIcon size={20} />
    </AppLink>
  )
}
