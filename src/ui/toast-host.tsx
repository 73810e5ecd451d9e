import { createPortal } from 'react-dom'
import { useTranslation } from '../i18n/index.ts'
import { CloseIcon } from './icons.tsx'
import s from './toast.module.css'
import { dismissToast, useToasts } from './toast-store.ts'

/**
 * Mounted once in the root; the one polite live region that announces each toast as it is added. The
 * toasts carry no live role of their own: a live region inside another is announced twice, or not at
 * all, depending on the screen reader. It sits outside #root and is marked data-stay-live, so an open
 * dialog, which makes the rest of the page inert (overlay-layers.ts), does not silence it.
 */
export function ToastHost() {
  const { t } = useTranslation()
  const toasts = useToasts()
  return createPortal(
    <section className={s.host} aria-live="polite" aria-label={t('a11y.notifications')} data-stay-live="">
      {toasts.map((item) => (
        <div key={item.id} className={`${s.toast} ${s[item.tone]}`} data-toast={item.tone}>
          <span className={s.message}>{item.message}</span>
          <button
            type="button"
            className={s.dismiss}
            onClick={() => dismissToast(item.id)}
            aria-label={t('common.close')}
          >
            <CloseIcon size={16} />
          </button>
        </div>
      ))}
    </section>,
    document.body,
  )
}
