// Types of money.js for the server code and tests that import it (the pages load the .js as is).
export type MoneyKind = 'balance' | 'amount'
export function formatMoney(minor: number, lang: string, currency: string, kind?: MoneyKind): string
