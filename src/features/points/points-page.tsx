import { useQuery } from '@tanstack/react-query'
import { useSession } from '../../api/session.ts'
import { useTranslation } from '../../i18n/index.ts'
import b from '../../ui/blocks.module.css'
import { ButtonLabel, buttonClass } from '../../ui/button.tsx'
import { PageBody } from '../../ui/layout.tsx'
import { AppLink } from '../../ui/nav-link.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { QueryState } from '../../ui/query-state.tsx'
import { MyCoupons } from '../coupons/index.ts'
import s from './points.module.css'
import { pointsInfoQueryOptions } from './points-api.ts'
import { LOGIN_HREF } from './points-format.ts'
import { PointsHistory } from './points-history.tsx'
import { PointsRules } from './points-rules.tsx'
import { PointsShop } from './points-shop.tsx'

/**
 * /points (spec 2; prize 2002): the player's points, how they are earned, the shop that turns them into
 * coins or coupons, the player's coupons, and the points history. Visitors see the rules and the shop
 * with a log-in button.
 */
export function PointsPage() {
  const { t } = useTranslation()
  const { user, isLoggedIn } = useSession()
  const query = useQuery(pointsInfoQueryOptions(isLoggedIn ? (user?.id ?? null) : null))
  return (
    <>
      <PageHeader title={t('points.title')} />
      <PageBody>
        {query.data ? (
          <div className={b.stack}>
            <section className={`${b.card} ${s.balance}`} aria-labelledby="points-balance">
              <h2 id="points-balance" className={s.muted}>
                {t('points.balance')}
              </h2>
              {isLoggedIn ? (
                <p className={s.balanceValue} data-value={query.data.points}>
                  {t('points.count', { count: query.data.points })}
                </p>
              ) : (
                <>
                  <p>{t('points.visitorText')}</p>
                  <AppLink href={LOGIN_HREF} className={buttonClass({ wrap: true })}>
                    <ButtonLabel>{t('points.logIn')}</ButtonLabel>
                  </AppLink>
                </>
              )}
            </section>
            <PointsRules rules={query.data.rules} />
            <PointsShop info={query.data} isLoggedIn={isLoggedIn} />
            {isLoggedIn && user ? <MyCoupons userId={user.id} /> : null}
            {isLoggedIn ? <PointsHistory /> : null}
          </div>
        ) : (
          <QueryState query={query} errorTitle={t('points.errorTitle')} />
        )}
      </PageBody>
    </>
  )
}
