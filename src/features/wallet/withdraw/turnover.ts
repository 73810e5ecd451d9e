import type { OpenRequirement } from '../../../../contract/calls/wallet-withdraw.ts'

/**
 * 0..100, whole percent of one requirement bet so far, rounded down: never 100 while the server still
 * lists it as open.
 */
export function requirementProgress(r: Pick<OpenRequirement, 'done' | 'required'>): number {
  if (r.required <= 0) return 100
  return Math.max(0, Math.min(99, Math.floor((r.done / r.required) * 100)))
}
