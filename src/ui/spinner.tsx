import { useTranslation } from '../i18n/index.ts'
import s from './spinner.module.css'

export function Spinner({ size = 28, label }: { size?: number; label?: string }) {
  const { t } = useTranslation()
  return (
    <span className={s.wrap} role="status">
      <span className={s.spinner} style={{ width: size, height: size }} aria-hidden="true" />
      <span className="visually-hidden">{label ?? t('common.loading')}</span>
    </span>
  )
}

/** A shimmering placeholder block; decorative, so the surrounding region carries aria-busy. */
export function Skeleton({ className, style }: { className?: string; style?: React.CSSProperties }) {
  return <span className={`${s.skeleton} ${className ?? ''}`} style={style} aria-hidden="true" />
}
