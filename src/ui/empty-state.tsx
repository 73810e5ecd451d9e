import type { ReactNode } from 'react'
import { useTranslation } from '../i18n/index.ts'
import { InboxIcon } from './icons.tsx'
import s from './state.module.css'

interface EmptyStateProps {
  title?: string
  text?: string
  icon?: ReactNode
  action?: ReactNode
}

export function EmptyState({ title, text, icon, action }: EmptyStateProps) {
  const { t } = useTranslation()
  return (
    <div className={s.state}>
      <div className={s.icon}>{icon ?? <InboxIcon size={28} />}</div>
      <p className={s.title}>{title ?? t('common.emptyTitle')}</p>
      {text ? <p className={s.text}>{text}</p> : null}
      {action ? <div className={s.action}>{action}</div> : null}
    </div>
  )
}
