import type { ReactNode } from 'react'
import { Button } from './button.tsx'

/** What the footer needs of a useInfiniteQuery result. */
export interface NextPages {
  hasNextPage: boolean
  isFetchingNextPage: boolean
  fetchNextPage: () => unknown
}

interface LoadMoreProps {
  query: NextPages
  /** The button's text, in the list's own words. */
  label: string
  /** Shown once the last page is in (nothing when absent). */
  end?: ReactNode
  block?: boolean
}

/** The foot of a paged list: a button for the next page while there is one, then `end`. */
export function LoadMore({ query, label, end = null, block }: LoadMoreProps) {
  if (!query.hasNextPage) return end
  return (
    <Button
      variant="secondary"
      block={block}
      loading={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {label}
    </Button>
  )
}
