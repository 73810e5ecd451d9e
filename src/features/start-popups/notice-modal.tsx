import { useTranslation } from '../../i18n/index.ts'
import { Button } from '../../ui/button.tsx'
import { MegaphoneIcon } from '../../ui/icons.tsx'
import type { ModalContentProps } from '../../ui/modal-store.ts'
import type { Notice } from './queue.ts'
import s from './start-popups.module.css'

/**
 * The operator's popup notice (showType 2): its title and text, in the player's language. Registered
 * with `ownHeading`: the title names the dialog and the text describes it.
 */
export function NoticeModal({ close, props, ids }: ModalContentProps<{ notice: Notice }>) {
  const { t } = useTranslation()
  const { title, content } = props.notice
  return (
    <div className={s.body}>
      <span className={s.badge}>
        <MegaphoneIcon size={28} />
      </span>
      <h2 id={ids.title} className={s.title}>
        {title}
      </h2>
      <div id={ids.text} className={`${s.text} ${s.prose}`}>
        {content
          .split(/\n\s*\n/)
          .filter((p) => p.trim())
          .map((p) => (
            <p key={p}>{p.trim()}</p>
          ))}
      </div>
      <Button block onClick={close} data-autofocus>
        {t('startPopups.gotIt')}
      </Button>
    </div>
  )
}
