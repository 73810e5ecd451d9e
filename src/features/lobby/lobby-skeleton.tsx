import { Skeleton } from '../../ui/spinner.tsx'
import s from './lobby-page.module.css'

/** Mirrors the real lobby's boxes (tabs, a 3-column grid of 3:4 tiles) so loading never shifts layout. */
export function LobbySkeleton({ withBanner = false }: { withBanner?: boolean }) {
  return (
    <div className={s.skeleton}>
      {withBanner ? <Skeleton className={s.skeletonBanner} /> : null}
      <div className={s.skeletonTabs}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className={s.skeletonTab} />
        ))}
      </div>
      <Skeleton className={s.skeletonHeading} />
      <div className={s.skeletonGrid}>
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Skeleton key={i} className={s.skeletonTile} />
        ))}
      </div>
    </div>
  )
}
