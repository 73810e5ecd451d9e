/** The UTC days a cashback run on `runDay` (YYYY-MM-DD) covers, or null when this rule does not pay that day. */
export function coveredDays(period: 'day' | 'week', runDay: string): { from: string; to: string } | null {
  const run = Date.parse(`${runDay}T00:00:00Z`)
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10)
  const DAY = 86_400_000
  if (period === 'day') return { from: day(run - DAY), to: day(run - DAY) }
  // A week is Monday-Sunday (ISO), paid on the Monday after it.
  if (new Date(run).getUTCDay() !== 1) return null
  return { from: day(run - 7 * DAY), to: day(run - DAY) }
}

export interface CashbackParams {
  period: 'day' | 'week'
  payTo: 'bonus' | 'cash'
  minLoss: number
}

/** A kind 13 rule's params; null (the rule pays nothing) when they are missing or malformed. */
export function cashbackParams(params: unknown): CashbackParams | null {
  if (params === null || typeof params !== 'object') return null
  const p = params as Record<string, unknown>
  if (p.period !== 'day' && p.period !== 'week') return null
  if (p.payTo !== 'bonus' && p.payTo !== 'cash') return null
  const minLoss = p.minLoss ?? 0
  if (typeof minLoss !== 'number' || !Number.isInteger(minLoss) || minLoss < 0) return null
  return { period: p.period, payTo: p.payTo, minLoss }
}

/** percent of the net loss, floored, capped by maxBonus when it is set; 0 below the minimum loss. */
export function cashbackAmount(
  netLoss: number,
  rule: { percentBp: number; maxBonus: number },
  minLoss: number,
): number {
  if (netLoss <= 0 || netLoss < minLoss) return 0
  const raw = Number((BigInt(netLoss) * BigInt(rule.percentBp)) / 10_000n)
  return rule.maxBonus > 0 ? Math.min(raw, rule.maxBonus) : raw
}
