/**
 * /wallets search params (spec 2: `name=deposit|withdraw`, optional `back=1`). Kept apart from the page
 * so the route tree, which every page loads, carries only this parser and not the wallet screens.
 */
export const WALLET_TABS = ['deposit', 'withdraw'] as const
export type WalletTab = (typeof WALLET_TABS)[number]

export interface WalletsSearch {
  name: WalletTab
  back?: 1
}

export const walletsSearch = (raw: Record<string, unknown>): WalletsSearch => ({
  name: raw.name === 'withdraw' ? 'withdraw' : 'deposit',
  // The router parses `back=1` as the number 1; a hand-typed link may carry the string.
  ...(raw.back === 1 || raw.back === '1' ? { back: 1 as const } : {}),
})

/**
 * Where the header's Back goes. With back=1 the page was opened on top of another one (a deposit
 * prompt, a game), so Back returns there; without it, or with no history to return to (a deep link),
 * Back goes to the account page, the wallet's home.
 */
export const walletsBack = (back: 1 | undefined, canGoBack: boolean): 'history' | '/member' =>
  back === 1 && canGoBack ? 'history' : '/member'
