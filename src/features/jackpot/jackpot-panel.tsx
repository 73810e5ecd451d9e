import { useQuery } from '@tanstack/react-query'
import { useSession } from '../../api/session.ts'
import { useLocale, useTranslation } from '../../i18n/index.ts'
import { QueryState } from '../../ui/query-state.tsx'
import { drawInfoQueryOptions } from './jackpot-api.ts'
import { JackpotBoard } from './jackpot-board.tsx'

/** Loads the draw info (spinner, error with retry) and draws the board. */
export function JackpotPanel({ onSpinning }: { onSpinning?: (spinning: boolean) => void }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const { user, isLoggedIn } = useSession()
  const info = useQuery(drawInfoQueryOptions(user?.id ?? null, locale))
  if (!info.data) return <QueryState query={info} errorTitle={t('jackpot.loadError')} />
  return <JackpotBoard info={info.data} isLoggedIn={isLoggedIn} onSpinning={onSpinning} />
}
