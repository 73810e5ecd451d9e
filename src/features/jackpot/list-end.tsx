import { useEffect, useRef } from 'react'
import { useTranslation } from '../../i18n/index.ts'
import { Spinner } from '../../ui/spinner.tsx'
import s from './jackpot.module.css'

interface Paging {
  hasNextPage: boolean
  isFetchingNextPage: boolean
  fetchNextPage: () => unknown
}

/**
 * The foot of an infinite list: when it scrolls into view the next page loads; after the last page it
 * reads 'No more' (spec 2).
 */
export function ListEnd({ query }: { query: Paging }) {
  const { t } = useTranslation()
  const ref = useRef<HTMLDivElement>(null)
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query
  useEffect(() => {
    const el = ref.current
    if (!el || !hasNextPage || isFetchingNextPage || typeof IntersectionObserver !== 'function') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) void fetchNextPage()
    })
    observer.observe(el)
    return () => observer.disconnect()
  }, [hasNextPage, isFetchingNextPage, fetchNextPage])
  return (
    <div ref={ref} className={s.end} data-list-end={hasNextPage ? 'more' : 'end'}>
      {hasNextPage ? <Spinner size={20} label={t('jackpot.loadingMore')} /> : t('jackpot.noMore')}
    </div>
  )
}
