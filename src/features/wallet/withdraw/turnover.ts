import type { GetExchangeReply } from '../../../../contract/calls/wallet-withdraw.ts'

type Turnover = GetExchangeReply['turnover']

export interface TurnoverView {
  /** 'none': nothing to wager (no deposits yet or a 0% rule); 'met': wagered enough; 'open': some left. */
  state: 'none' | 'met' | 'open'
  /** 0..100, whole percent of the requirement bet so far (rounded down: never shows 100 before it is met). */
  progress: number
  done: number
  required: number
  left: number
}

/** What the turnover block shows, from the server's figures (the server decides `met`, not this). */
export function turnoverView(t: Turnover): TurnoverView {
  const base = { done: t.done, required: t.required, left: t.left }
  if (t.required <= 0) return { state: 'none', progress: 100, ...base }
  if (t.met) return { state: 'met', progress: 100, ...base }
  const progress = Math.min(99, Math.floor((t.done / t.required) * 100))
  return { state: 'open', progress: Math.max(0, progress), ...base }
}
