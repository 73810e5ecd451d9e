import type { RouletteBetError } from './roulette.bets.ts'

/** What the game page is told when a request fails; the page shows the matching text (i18n.ts). */
export type PlayErrorCode =
  | RouletteBetError
  | 'invalidToken'
  | 'sessionExpired'
  | 'insufficientFunds'
  | 'network'
  | 'winPending'
  | 'tooFast'
  | 'badStake'
  | 'badPick'
  | 'badClientSeed'
  | 'roundOpen'
  | 'blackjack_badRound'
  | 'blackjack_notAllowed'
  | 'blackjack_staleStep'
  | 'crash_tooEarly'
  | 'crash_noRound'
  | 'generic'

const HTTP_STATUS: Record<PlayErrorCode, number> = {
  invalidToken: 401,
  sessionExpired: 401,
  insufficientFunds: 402,
  network: 503,
  winPending: 503,
  tooFast: 429,
  badStake: 400,
  badPick: 400,
  badClientSeed: 400,
  roundOpen: 409,
  blackjack_badRound: 400,
  blackjack_notAllowed: 400,
  blackjack_staleStep: 409,
  crash_tooEarly: 409,
  crash_noRound: 400,
  generic: 500,
  roulette_badBet: 400,
  roulette_duplicateBet: 400,
  roulette_tooManyBets: 400,
  roulette_badChip: 400,
  roulette_overMax: 400,
}

export class PlayError extends Error {
  readonly status: number
  constructor(
    readonly code: PlayErrorCode,
    readonly extra: { balance?: number | undefined; retryAfterMs?: number; rollbackPending?: boolean } = {},
  ) {
    super(code)
    this.status = HTTP_STATUS[code]
  }
}
