import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useSession } from '../../api/session.ts'
import { useTranslation } from '../../i18n/index.ts'
import { ActionError } from '../../ui/action-error.tsx'
import { Button, ButtonLabel, buttonClass } from '../../ui/button.tsx'
import { PageBody } from '../../ui/layout.tsx'
import { useMoney } from '../../ui/money.tsx'
import { AppLink } from '../../ui/nav-link.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { PrizeWheel } from '../../ui/prize-wheel.tsx'
import { QueryState } from '../../ui/query-state.tsx'
import { type Prize, RewardList } from '../../ui/reward-list.tsx'
import s from './invite-spin.module.css'
import { noteInviteClick, useExchange, useSpin } from './invite-spin-api.ts'
import { prefersReducedMotion } from './invite-spin-format.ts'
import { spinStatusQueryOptions } from './invite-spin-status.ts'
import { OddsTable } from './odds-table.tsx'
import { SpinProgress } from './spin-progress.tsx'
import { SpinRecords } from './spin-records.tsx'
import { type SpinPlan, spinPlan } from './wheel-plan.ts'

const PRIZE_COIN = 2001

/**
 * /activity/invite-spin (login required): each valid friend earns a spin; the server draws the sector from
 * the published odds (shown on the page), the wheel only shows it; prizes add up toward the target, which
 * the exchange pays to cash.
 */
export function InviteSpinPage() {
  const { t } = useTranslation()
  const money = useMoney()
  const { user } = useSession()
  const status = useQuery(spinStatusQueryOptions(user?.id ?? null))
  const { spin, refresh } = useSpin()
  const exchange = useExchange()
  const [plan, setPlan] = useState<SpinPlan | null>(null)
  const [result, setResult] = useState<number | null>(null)
  const [spinning, setSpinning] = useState(false)
  const [prizes, setPrizes] = useState<readonly Prize[] | null>(null)
  const noSpinsId = useId()
  const data = status.data
  /** What a friend's deposits must reach to earn a spin, as the texts name it. */
  const validDeposit = data ? money(data.validDeposit, 'amount') : ''

  const start = () => {
    if (!data || spinning) return
    setSpinning(true)
    setResult(null)
    spin.mutate(undefined, {
      onSuccess: (reply) => {
        setPlan(
          spinPlan(
            reply.sectorId,
            data.sectors.length,
            plan?.degrees ?? 0,
            Math.random(),
            prefersReducedMotion(),
          ),
        )
        setResult(reply.amount)
      },
      onError: () => setSpinning(false),
    })
  }
  const stopped = () => {
    setSpinning(false)
    refresh()
  }

  return (
    <>
      <PageHeader title={t('inviteSpin.title')} fallback="/bonus" />
      <PageBody>
        <div className={s.stack}>
          {data ? <p className={s.lead}>{t('inviteSpin.lead', { amount: validDeposit })}</p> : null}
          {!data ? (
            <QueryState query={status} errorTitle={t('inviteSpin.loadError')} />
          ) : (
            <>
              <SpinProgress
                accumulated={data.accumulated}
                target={data.target}
                sectors={data.sectors}
                canExchange={data.canExchange}
                exchanging={exchange.isPending}
                onExchange={() =>
                  exchange.mutate(undefined, {
                    onSuccess: (reply) => setPrizes([{ propId: PRIZE_COIN, amount: reply.amount }]),
                  })
                }
              />
              <ActionError action={exchange} className={s.error} />
              <section className={s.card} aria-labelledby="invite-spin-wheel">
                <h2 id="invite-spin-wheel" className={s.heading}>
                  {t('inviteSpin.spinsLeft', { count: data.spins })}
                </h2>
                <PrizeWheel
                  labels={data.sectors.map((x) => money(x.amount, 'amount'))}
                  turn={plan}
                  onStopped={stopped}
                />
                <p className={s.result} role="status">
                  {spinning
                    ? t('inviteSpin.spinning')
                    : result !== null
                      ? t('inviteSpin.won', { amount: money(result, 'amount') })
                      : ''}
                </p>
                <ActionError action={spin} className={s.error} />
                <div className={s.actions}>
                  {/* aria-disabled, not disabled: the spin that uses the last chance leaves focus here. */}
                  <Button
                    size="lg"
                    wrap
                    loading={spin.isPending}
                    aria-disabled={spinning || data.spins <= 0 || !data.running}
                    aria-describedby={data.spins <= 0 ? noSpinsId : undefined}
                    onClick={start}
                  >
                    {t('inviteSpin.spin')}
                  </Button>
                  <AppLink
                    href="/share"
                    className={buttonClass({ variant: 'secondary', size: 'lg', wrap: true })}
                    onClick={() => void noteInviteClick()}
                  >
                    <ButtonLabel>{t('inviteSpin.invite')}</ButtonLabel>
                  </AppLink>
                </div>
                {data.spins <= 0 ? (
                  <p id={noSpinsId} className={s.hint}>
                    {t('inviteSpin.noSpins', { amount: validDeposit })}
                  </p>
                ) : null}
              </section>
              <OddsTable sectors={data.sectors} totalWeight={data.totalWeight} />
              <SpinRecords />
            </>
          )}
        </div>
      </PageBody>
      {prizes ? <RewardList prizes={prizes} onClose={() => setPrizes(null)} /> : null}
    </>
  )
}
