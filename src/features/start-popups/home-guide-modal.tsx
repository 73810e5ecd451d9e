import { useState } from 'react'
import { useTranslation } from '../../i18n/index.ts'
import { Button } from '../../ui/button.tsx'
import { CoinIcon, HomeIcon, UserIcon } from '../../ui/icons.tsx'
import type { ModalContentProps } from '../../ui/modal-store.ts'
import s from './start-popups.module.css'

/** The tour's stops: the three pages a new player needs first. */
const STEPS = [
  { key: 'lobby', Icon: HomeIcon },
  { key: 'wallet', Icon: CoinIcon },
  { key: 'member', Icon: UserIcon },
] as const

/**
 * The home guide (spec 2 "home guide"): on the first visit ever, a short tour of the lobby, wallet and
 * member pages, one step at a time. Back and Next move; Skip or the close button end it early.
 */
export function HomeGuideModal({ close }: ModalContentProps) {
  const { t } = useTranslation()
  const [index, setIndex] = useState(0)
  const step = STEPS[index] ?? STEPS[0]
  const last = index === STEPS.length - 1
  return (
    <div className={s.body}>
      <p className={s.kicker}>{t('startPopups.guide.title')}</p>
      <span className={s.badge}>
        <step.Icon size={28} />
      </span>
      {/* Announced on each step: the heading changes inside the live region. */}
      <div className={s.step} aria-live="polite">
        <h2 className={s.title}>{t(`startPopups.guide.${step.key}.title`)}</h2>
        <p className={s.text}>{t(`startPopups.guide.${step.key}.text`)}</p>
        <p className={s.progress}>
          {t('startPopups.guide.progress', { current: index + 1, total: STEPS.length })}
        </p>
      </div>
      <div className={`button-row ${s.actions}`}>
        {index > 0 ? (
          <Button variant="secondary" wrap onClick={() => setIndex(index - 1)}>
            {t('common.back')}
          </Button>
        ) : (
          <Button variant="ghost" wrap onClick={close}>
            {t('startPopups.guide.skip')}
          </Button>
        )}
        <Button wrap onClick={last ? close : () => setIndex(index + 1)} data-autofocus>
          {last ? t('startPopups.guide.done') : t('startPopups.guide.next')}
        </Button>
      </div>
    </div>
  )
}
