import type { AppConfig } from '../../../contract/calls/config.ts'
import { useTranslation } from '../../i18n/index.ts'
import { MegaphoneIcon } from '../../ui/icons.tsx'
import s from './notice-marquee.module.css'

type Notice = AppConfig['appNoticeConfigList'][number]

/** About 60 px/s whatever the text length, never faster than a 12 s loop. */
const secondsFor = (text: string) => Math.max(12, Math.round(text.length * 0.18))

/**
 * The lobby's scrolling notice line (showType 1). The text is rendered twice so the loop is seamless;
 * the copy is hidden from assistive tech, which reads the first one as ordinary text. Hover or focus
 * pauses it; reduced motion shows it static.
 */
export function NoticeMarquee({ notices }: { notices: readonly Notice[] }) {
  const { t } = useTranslation()
  if (notices.length === 0) return null
  const items = notices.map((n) => n.content || n.title)
  const line = items.join('   •   ')
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so keyboard users can pause the motion.
    <section className={s.bar} aria-label={t('lobby.notices')} tabIndex={0}>
      <MegaphoneIcon size={18} className={s.icon} />
      <div className={s.viewport}>
        <div
          className={s.track}
          style={{ '--marquee-duration': `${secondsFor(line)}s` } as React.CSSProperties}
        >
          <p className={s.copy}>{line}</p>
          <p className={`${s.copy} ${s.clone}`} aria-hidden="true">
            {line}
          </p>
        </div>
      </div>
    </section>
  )
}
