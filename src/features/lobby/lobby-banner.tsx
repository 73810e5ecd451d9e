import { useState } from 'react'
import { useTranslation } from '../../i18n/index.ts'
import { buttonClass } from '../../ui/button.tsx'
import { CoinIcon } from '../../ui/icons.tsx'
import { Money } from '../../ui/money.tsx'
import { AppLink } from '../../ui/nav-link.tsx'
import s from './lobby-banner.module.css'

interface LobbyBannerProps {
  /** The operator's lobby ad (appGenericImgList 'lobby_ad'); null when none is configured. */
  adUrl: string | null
  /** clientConfig.lobbyBonusAmount, minor units: the most a first deposit earns; 0 shows no bonus card. */
  bonusAmount: number
  isLoggedIn: boolean
}

/**
 * The lobby's hero. Shows the operator's ad image; when there is none or it fails to load (offline
 * first visit, a bad path), a built-in banner advertising the lobby bonus takes its place, so the
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
        <BonusCard bonusAmount={bonusAmount} isLoggedIn={isLoggedIn} side />
      </div>
    )
  }
  return <BonusCard bonusAmount={bonusAmount} isLoggedIn={isLoggedIn} />
}

/** The built-in bonus banner: the ad's fallback, and its companion panel on wide screens. */
function BonusCard({
  bonusAmount,
  isLoggedIn,
  side = false,
}: Omit<LobbyBannerProps, 'adUrl'> & { side?: boolean }) {
  const { t } = useTranslation()
  // 0: no first-deposit bonus the rules can back with an amount, so nothing is advertised (issue 17).
  if (bonusAmount <= 0) return null
  return (
    <div
      className={`${s.banner} ${s.fallback} ${side ? s.side : ''}`}
      data-testid={side ? undefined : 'lobby-banner-fallback'}
    >
      <div className={s.copy}>
        <p className={s.kicker}>{t('lobby.bonusKicker')}</p>
        <p className={s.title}>
          <span className={s.titleLead}>{t('lobby.bonusTitle')}</span>
          <span className={s.amount}>
            <CoinIcon size={28} className={s.coin} />
            <Money value={bonusAmount} />
          </span>
        </p>
        <p className={s.text}>{t('lobby.bonusText')}</p>
        {isLoggedIn ? null : (
          <AppLink href="/auth/register" className={`${buttonClass({ size: 'sm' })} ${s.cta}`}>
            {t('lobby.bonusCta')}
          </AppLink>
        )}
      </div>
      <div className={s.art} aria-hidden="true">
        <span className={s.chip} />
        <span className={s.chip} />
        <span className={s.chip} />
      </div>
    </div>
  )
}
