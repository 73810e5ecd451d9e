import { useAppConfig } from '../../../api/app-config.ts'
import { useTranslation } from '../../../i18n/index.ts'

/** What a bet or a game's movement says about its game (the records replies: 0 and '' for none). */
export interface GameRef {
  gameId: number
  gameType: number
  /** From the catalogue, joined by the server; '' when the game is no longer listed. */
  gameName: string
}

/**
 * The game as players know it: its name; for a game no longer in the catalogue, its type and id
 * ("Fishing · #4001"); '' for a movement of no game (a deposit, a withdrawal).
 */
export function gameLabel(
  ref: GameRef,
  typeName: (id: number) => string,
  gone: (type: string, id: number) => string,
): string {
  if (ref.gameId <= 0) return ''
  return ref.gameName.trim() || gone(typeName(ref.gameType), ref.gameId)
}

/** `gameLabel` with the catalogue's type names in the player's language and the fallback's wording. */
export function useGameLabel(): (ref: GameRef) => string {
  const { t } = useTranslation()
  const types = useAppConfig().data?.appGameTypeList ?? []
  const typeName = (id: number) =>
    types.find((type) => type.id === id)?.name ?? t('records.gameTypeN', { id })
  return (ref) => gameLabel(ref, typeName, (type, id) => t('records.gameGone', { type, id }))
}
