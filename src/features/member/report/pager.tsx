import { useTranslation } from '../../../i18n/index.ts'
import { Button } from '../../../ui/button.tsx'
import { ChevronLeftIcon, ChevronRightIcon } from '../../../ui/icons.tsx'
import s from './report.module.css'

interface PagerProps {
  page: number
  pages: number
  onPage: (page: number) => void
  busy?: boolean
  label: string
}

/** Previous / next over a paged list; hidden when everything fits one page. */
export function Pager({ page, pages, onPage, busy = false, label }: PagerProps) {
  const { t } = useTranslation()
  if (pages <= 1) return null
  return (
    <nav className={s.pager} aria-label={label}>
      <Button
        variant="ghost"
        size="sm"
        icon={<ChevronLeftIcon size={16} />}
        disabled={page <= 1 || busy}
        onClick={() => onPage(page - 1)}
      >
        {t('report.prev')}
      </Button>
      <span aria-live="polite">{t('report.page', { page, pages })}</span>
      <Button variant="ghost" size="sm" disabled={page >= pages || busy} onClick={() => onPage(page + 1)}>
        {t('report.next')}
        <ChevronRightIcon size={16} />
      </Button>
    </nav>
  )
}
