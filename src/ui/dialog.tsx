import { type ReactNode, useId } from 'react'
import { useTranslation } from '../i18n/index.ts'
import { Button } from './button.tsx'
import s from './dialog.module.css'
import { Overlay } from './overlay.tsx'

interface DialogProps {
  open: boolean
  title: string
  children: ReactNode
  /** Called by OK, Escape and the backdrop (by Escape and the backdrop only when onConfirm is given). */
  onClose: () => void
  /** Makes the dialog a question: the confirm button calls this; Escape and the backdrop answer no. */
  onConfirm?: () => void
  confirmLabel?: string
  /** Extra actions placed before the confirm button (e.g. Cancel). */
  actions?: ReactNode
}

/** A short blocking message with an OK button, e.g. the 'Tips' timeout notice (spec 8). */
export function Dialog({ open, title, children, onClose, onConfirm, confirmLabel, actions }: DialogProps) {
  const { t } = useTranslation()
  const bodyId = useId()
  if (!open) return null
  return (
    <Overlay title={title} onClose={onClose} variant="alert" describedBy={bodyId}>
      <div id={bodyId} className={s.body}>
        {children}
      </div>
      <div className="button-row">
        {actions}
        <Button data-autofocus onClick={onConfirm ?? onClose} block>
          {confirmLabel ?? t('common.ok')}
        </Button>
      </div>
    </Overlay>
  )
}
