import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useSession } from '../../api/session.ts'
import { useTranslation } from '../../i18n/index.ts'
import { copyText } from '../../platform/clipboard.ts'
import b from '../../ui/blocks.module.css'
import { Button } from '../../ui/button.tsx'
import { Overlay } from '../../ui/overlay.tsx'
import { toast } from '../../ui/toast-store.ts'

/** Shown once per browser session (like the start popups), so closing it is not undone by the next visit. */
const SHOWN_KEY = 'll.agentGift'

const shownThisSession = (): boolean => {
  try {
    return sessionStorage.getItem(SHOWN_KEY) === '1'
  } catch {
    return false
  }
}

const markShown = () => {
  try {
    sessionStorage.setItem(SHOWN_KEY, '1')
  } catch {
    // storage blocked: it shows again on the next visit
  }
}

/**
 * The VIP gift popup (spec 1): once a friend the player invited is valid (the invitation goal), the
 * player's nickname, 'Invitation goal reached!' and a note that customer service pays the agent salary.
 * Receive copies the player's id (to give customer service; a failed copy says so) and opens the share page.
 */
export function VipGiftPopup({ goalReached }: { goalReached: boolean }) {
  const { t } = useTranslation()
  const { user } = useSession()
  const navigate = useNavigate()
  const [open, setOpen] = useState(() => goalReached && !shownThisSession())
  if (!open || !goalReached || !user) return null
  const close = () => {
    markShown()
    setOpen(false)
  }
  const receive = () => {
    close()
    copyText(String(user.id)).then(
      () => toast(t('agentGift.copied', { id: user.id }), { tone: 'success' }),
      () => toast(t('agentGift.copyFailed'), { tone: 'error' }),
    )
    void navigate({ to: '/share' })
  }
  return (
    <Overlay title={t('agentGift.title')} showTitle onClose={close}>
      <div className={b.stack}>
        <p>
          <strong>{user.nickname}</strong>
        </p>
        <p>{t('agentGift.salary')}</p>
        <Button block onClick={receive} data-autofocus>
          {t('agentGift.receive')}
        </Button>
      </div>
    </Overlay>
  )
}
