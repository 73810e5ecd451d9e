import { useEffect, useMemo, useRef, useState } from 'react'
import type { CallReply } from '../../../contract/calls/index.ts'
import { useTranslation } from '../../i18n/index.ts'
import { ButtonLabel, buttonClass } from '../../ui/button.tsx'
import { useMoney } from '../../ui/money.tsx'
import { AppLink } from '../../ui/nav-link.tsx'
import { Overlay } from '../../ui/overlay.tsx'
import { type Prize, RewardList } from '../../ui/reward-list.tsx'
import { drawErrorText } from './draw-error.ts'
import { createDrawController, type WheelPlan } from './draw-timing.ts'
import s from './jackpot.module.css'
import { useDraw } from './jackpot-api.ts'
import { isPool, poolName, prefersReducedMotion } from './jackpot-format.ts'
import { PoolTotals } from './pool-totals.tsx'
import { PrizeGrid } from './prize-grid.tsx'
import { RankList } from './rank-list.tsx'
import { RecordList } from './record-list.tsx'
import { RulesText } from './rules-text.tsx'
import { WheelPopup } from './wheel-popup.tsx'
import { WinnersTicker } from './winners-ticker.tsx'

type Info = CallReply<'getJackpotDrawInfo'>
type Won = CallReply<'receiveDrawChance'>
type Popup = 'record' | 'rank' | 'rules'

const LOGIN_HREF = `/auth/login?redirect=${encodeURIComponent('/activity/jackpot')}`

/**
 * The jackpot itself, shared by the modal and /activity/jackpot: pools, the grid with SPIN, the menu
 * (record, rank, rule) and the winners. A draw runs as spec 4 says (draw-timing.ts); `onSpinning` tells
 * the container when it must not close.
 */
export function JackpotBoard({
  info,
  isLoggedIn,
  onSpinning,
}: {
  info: Info
  isLoggedIn: boolean
  onSpinning?: (spinning: boolean) => void
}) {
  const { t } = useTranslation()
  const money = useMoney()
  const { draw, refreshAfterDraw } = useDraw()
  const [lit, setLit] = useState<number | null>(null)
  const [wheel, setWheel] = useState<WheelPlan | null>(null)
  const [spinning, setSpinning] = useState(false)
  const [won, setWon] = useState<Won | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [popup, setPopup] = useState<Popup | null>(null)
  const result = useRef<Won | null>(null)
  const refresh = useRef(refreshAfterDraw)
  refresh.current = refreshAfterDraw

  const controller = useMemo(
    () =>
      createDrawController(
        {
          step: setLit,
          wheel: setWheel,
          done: () => {
            setWheel(null)
            setSpinning(false)
            setWon(result.current)
            refresh.current()
          },
        },
        { reducedMotion: prefersReducedMotion() },
      ),
    [],
  )
  useEffect(() => () => controller.dispose(), [controller])
  useEffect(() => onSpinning?.(spinning), [spinning, onSpinning])

  const onSpin = () => {
    if (!controller.press(info.canReceiveDrawChance)) return
    setError(null)
    setSpinning(true)
    draw.mutate(undefined, {
      onSuccess: (reply) => {
        result.current = reply
        controller.play(reply)
      },
      onError: (e) => {
        controller.fail()
        setSpinning(false)
        setError(drawErrorText(e, t))
        // The chances or the pools were not what this page showed: show them as they are.
        refresh.current()
      },
    })
  }

  const prizes: Prize[] = won
    ? [
        {
          propId: won.propId,
          amount: won.bonus,
          ...(isPool(won.propId) ? { label: poolName(won.propId, t) } : {}),
        },
      ]
    : []
  const hintId = 'jackpot-spin-hint'

  return (
    <div className={s.board} data-spinning={spinning ? '' : undefined}>
      <PoolTotals info={info} />
      <PrizeGrid cells={info.jackpotAwardConfigList} lit={lit} />
      <div className={s.spinRow}>
        <button
          type="button"
          className={s.spin}
          // Never `disabled`, only aria-disabled (onSpin ignores the press): focus returns here when the
          // prize dialog closes, also after the last chance, and a disabled button cannot take it.
          aria-disabled={spinning || !info.canReceiveDrawChance || undefined}
          aria-describedby={hintId}
          onClick={onSpin}
        >
          {t('jackpot.spin')}
        </button>
        <p id={hintId} className={s.hint} aria-live="polite">
          {spinning
            ? t('jackpot.spinning')
            : !isLoggedIn
              ? t('jackpot.logInToDraw')
              : !info.running
                ? t('errors.jackpotNotRunning')
                : info.total > 0
                  ? t('jackpot.chancesLeft', { count: info.total })
                  : t('jackpot.earnChance', { amount: money(info.needDeposit, 'amount') })}
        </p>
        {!isLoggedIn ? (
          <AppLink
            href={LOGIN_HREF}
            className={buttonClass({ variant: 'secondary', size: 'sm', wrap: true })}
          >
            <ButtonLabel>{t('jackpot.logIn')}</ButtonLabel>
          </AppLink>
        ) : null}
        {error ? (
          <p className={s.error} role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <nav className={s.menu} aria-label={t('jackpot.menuLabel')}>
        {isLoggedIn ? (
          <button
            type="button"
            className={s.menuButton}
            disabled={spinning}
            onClick={() => setPopup('record')}
          >
            {t('jackpot.menu.record')}
          </button>
        ) : null}
        <button type="button" className={s.menuButton} disabled={spinning} onClick={() => setPopup('rank')}>
          {t('jackpot.menu.rank')}
        </button>
        <button type="button" className={s.menuButton} disabled={spinning} onClick={() => setPopup('rules')}>
          {t('jackpot.menu.rules')}
        </button>
      </nav>
      <WinnersTicker winners={info.jackpotWinnerList} />
      {wheel ? <WheelPopup plan={wheel} /> : null}
      {won ? <RewardList prizes={prizes} onClose={() => setWon(null)} /> : null}
      {popup ? (
        <Overlay
          title={popup === 'rules' ? info.rules.title : t(`jackpot.menu.${popup}`)}
          onClose={() => setPopup(null)}
        >
          {popup === 'record' ? (
            <RecordList />
          ) : popup === 'rank' ? (
            <RankList />
          ) : (
            <RulesText body={info.rules.body} />
          )}
        </Overlay>
      ) : null}
    </div>
  )
}
