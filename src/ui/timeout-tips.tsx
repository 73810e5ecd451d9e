import { useEffect, useState } from 'react'
import { on } from '../api/events.ts'
import { useTranslation } from '../i18n/index.ts'
import { Dialog } from './dialog.tsx'

/** Spec 8: a timed-out request shows 'Tips' unless the call opted out (the HTTP client decides). */
export function TimeoutTips() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  // Several parallel calls timing out together still show one dialog: the state is a flag.
  useEffect(() => on('timeout', () => setOpen(true)), [])
  return (
    <Dialog open={open} title={t('tips.title')} onClose={() => setOpen(false)}>
      {t('tips.timeout')}
    </Dialog>
  )
}
