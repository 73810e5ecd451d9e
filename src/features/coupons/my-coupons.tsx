import { useQuery } from '@tanstack/react-query'
import { useTranslation } from '../../i18n/index.ts'
import b from '../../ui/blocks.module.css'
import { GiftIcon } from '../../ui/icons.tsx'
import { Money } from '../../ui/money.tsx'
import { AppLink } from '../../ui/nav-link.tsx'
import { QueryState } from '../../ui/query-state.tsx'
import ui from '../../ui/reward-rows.module.css'
import { formatDate, useCouponText } from './coupon-text.ts'
import s from './coupons.module.css'
import { type Coupon, myCouponsQueryOptions } from './coupons-api.ts'

export const DEPOSIT_HREF = '/wallets?name=deposit'

/**
 * "My coupons": the player's coupons, usable ones first with their terms and expiry and a link to the
 * deposit page; used ones name the deposit they went on and what they paid; expired ones say when.
 */
export function MyCoupons({ userId, headingLevel = 2 }: { userId: number; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation()
  const query = useQuery(myCouponsQueryOptions(userId))
  const Heading = `h${headingLevel}` as const
  return (
    <section className={b.card} aria-labelledby="my-coupons">
      <Heading id="my-coupons" className={s.title}>
        {t('coupons.title')}
      </Heading>
      {!query.data ? (
        <QueryState query={query} errorTitle={t('coupons.errorTitle')} />
      ) : query.data.list.length === 0 ? (
        <p className={s.muted}>{t('coupons.empty')}</p>
      ) : (
        <ul className={s.list} data-testid="my-coupons">
          {query.data.list.map((c) => (
            <CouponRow key={c.id} coupon={c} />
          ))}
        </ul>
      )}
    </section>
  )
}

function CouponRow({ coupon: c }: { coupon: Coupon }) {
  const { t, i18n } = useTranslation()
  const text = useCouponText()(c)
  const date = (seconds: number) => formatDate(seconds, i18n.resolvedLanguage)
  return (
    <li className={ui.row} data-state={c.state}>
      <span className={ui.icon} aria-hidden="true">
        <GiftIcon size={22} />
      </span>
      <span className={ui.text}>
        <span className={ui.name}>{c.name}</span>
        <span className={ui.meta}>
          {text.gives}
          {text.minimum ? ` · ${text.minimum}` : ''}
        </span>
        {c.state === 'usable' ? (
          <span className={ui.meta}>{t('coupons.expires', { date: date(c.expiresAt) })}</span>
        ) : c.state === 'used' ? (
          <span className={ui.meta}>
            {t('coupons.usedOn', { date: date(c.usedAt) })} <Money value={c.orderAmount} kind="amount" />
          </span>
        ) : (
          <span className={ui.meta}>{t('coupons.expired', { date: date(c.expiresAt) })}</span>
        )}
      </span>
      {c.state === 'usable' ? (
        <AppLink href={DEPOSIT_HREF} className={s.use} aria-label={t('coupons.useNamed', { name: c.name })}>
          {t('coupons.use')}
        </AppLink>
      ) : c.state === 'used' ? (
        <span className={s.paid}>
          <span className="visually-hidden">{t('coupons.paid')} </span>+
          <Money value={c.value} kind="amount" />
        </span>
      ) : (
        <span className={s.badge}>{t('coupons.expiredBadge')}</span>
      )}
    </li>
  )
}
