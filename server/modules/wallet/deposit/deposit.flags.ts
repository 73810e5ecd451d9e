import type { AwardFlagSource } from '../../activity/activities/award-flags.ts'
import { playerTotals } from '../wallet.figures.ts'
import { activeRules, RechargeBonusKind } from './deposit.bonus.ts'
import { loadBonusRules } from './deposit.repo.ts'

/** hasSignUpBonus: the player has not deposited yet and a first-deposit bonus rule is on. */
export const signUpBonusFlags: AwardFlagSource = async (db, userId) => {
  const { deposits } = await playerTotals(db, userId)
  if (deposits > 0) return { hasSignUpBonus: false }
  const rules = activeRules(await loadBonusRules(db))
  return { hasSignUpBonus: rules.some((r) => r.kind === RechargeBonusKind.firstDeposit) }
}
