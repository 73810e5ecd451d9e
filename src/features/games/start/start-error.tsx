import { useTranslation } from '../../../i18n/index.ts'
import { ButtonLabel, buttonClass } from '../../../ui/button.tsx'
import { ErrorState } from '../../../ui/error-state.tsx'
import { AppLink } from '../../../ui/nav-link.tsx'
import s from './game-start.module.css'
import type { StartFailure } from './start-errors.ts'

/** Why the game did not open, and the way on: retry when it may work next time, else the lobby. */
export function StartError({ failure, onRetry }: { failure: StartFailure; onRetry?: () => void }) {
  const { t } = useTranslation()
  const retry = failure === 'offline' || failure === 'server' ? onRetry : undefined
  return (
    <div className={s.centre}>
      <div className={s.panel}>
        <ErrorState
          title={t(`games.start.errors.${failure}.title`)}
          text={t(`games.start.errors.${failure}.text`)}
          onRetry={retry}
        />
      </div>
      <div className={s.actions}>
        <AppLink href="/game/search" className={buttonClass({ variant: 'ghost', size: 'sm', wrap: true })}>
          <ButtonLabel>{t('games.start.findAnother')}</ButtonLabel>
        </AppLink>
      </div>
    </div>
  )
}
