import { lazy, Suspense, useState } from 'react'
import { useSession } from '../../api/session.ts'
import { useTranslation } from '../../i18n/index.ts'
import { buttonClass } from '../../ui/button.tsx'
import { AppLink } from '../../ui/nav-link.tsx'
import { canEarnFirstDeposit } from '../bonus/index.ts'
import { BonusCard } from './bonus-card.tsx'
import s from './lobby-banner.module.css'

const EveryDepositOffer = lazy(() => import('./every-deposit-offer.tsx'))

interface LobbyBannerProps {
  /** The operator's lobby ad (appGenericImgList 'lobby_ad'); null when none is configured. */
  adUrl: string | null
  /** clientConfig.lobbyBonusAmount, minor units: the most a first deposit earns; 0 shows no bonus card. */
  bonusAmount: number
  isLoggedIn: boolean
}

/**
 * The lobby's hero. Shows the operator's ad image; when there is none or it fails to load (offline
 * first visit, a bad path), a built-in banner advertising a deposit bonus takes its place, so the
 * top of the lobby is never a broken image.
 */
export function LobbyBanner({ adUrl, bonusAmount, isLoggedIn }: LobbyBannerProps) {
  const { t } = useTranslation()
  const [failed, setFailed] = useState(false)
  const showAd = adUrl !== null && !failed

  if (showAd) {
    return (
      <div className={s.hero}>
        {/* Shown as soon as it decodes: no fade-in, which waited for a re-render on load and delayed the
            lobby's largest paint (this image) by it. */}
        <div className={`${s.banner} ${s.ad}`}>
          <img
            key={adUrl}
            src={adUrl}
            alt={t('lobby.adAlt')}
            width={750}
            height={300}
            fetchPriority="high"
            onError={() => setFailed(true)}
          />
        </div>
        {/* Wide screens only (display:none below 1024 px, so it is not read twice on phones). */}
        <DepositOffer bonusAmount={bonusAmount} isLoggedIn={isLoggedIn} side />
      </div>
    )
  }
  return <DepositOffer bonusAmount={bonusAmount} isLoggedIn={isLoggedIn} />
}

/**
 * The offer the banner may advertise (issue 17): the first-deposit bonus to visitors and players who
 * have not deposited; a depositor gets the every-deposit bonus if one is active, else no bonus card.
 */
function DepositOffer({
  bonusAmount,
  isLoggedIn,
  side = false,
}: Omit<LobbyBannerProps, 'adUrl'> & { side?: boolean }) {
  const { t } = useTranslation()
  const { user } = useSession()
  // Signed in but the player's record is not here yet: whether the first deposit is made is unknown.
  if (isLoggedIn && user === null) return null
  if (isLoggedIn && !canEarnFirstDeposit(user)) {
    return (
      <Suspense fallback={null}>
        <EveryDepositOffer side={side} />
      </Suspense>
    )
  }
  // 0: no first-deposit bonus the rules can back with an amount, so nothing is advertised.
  if (bonusAmount <= 0) return null
  const cta = isLoggedIn ? (
    <AppLink href="/wallets?name=deposit" className={`${buttonClass({ size: 'sm' })} ${s.cta}`}>
      {t('lobby.depositCta')}
    </AppLink>
  ) : (
    <AppLink href="/auth/register" className={`${buttonClass({ size: 'sm' })} ${s.cta}`}>
      {t('lobby.bonusCta')}
    </AppLink>
  )
  return (
    <BonusCard
      kicker={t('lobby.bonusKicker')}
      amount={bonusAmount}
      text={t('lobby.bonusText')}
      cta={cta}
      side={side}
    />
  )
}
