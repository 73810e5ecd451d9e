/**
 * Spec 2 lists `/withdrawal/{name}` (login required) and says nothing more. Our reading: one page per
 * payout method, `name` being the method, showing the same withdraw panel as `/wallets?name=withdraw`
 * for that method, so a link from elsewhere (an activity, a notice, the native shell) can open it
 * directly. The only method the server pays out through today is a bound bank card (getExchange /
 * exchange with a cardId), so `bank` is the one name; any other is a 404. Kept tiny: the route tree
 * imports it.
 */
export const WITHDRAW_METHODS = ['bank'] as const
export type WithdrawMethod = (typeof WITHDRAW_METHODS)[number]

export const isWithdrawMethod = (name: string): name is WithdrawMethod =>
  (WITHDRAW_METHODS as readonly string[]).includes(name)
