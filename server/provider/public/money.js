// The app's money display rule (src/ui/money-format.ts) for pages that run without the app bundle: the
// game pages load this file as is, and the sandbox pay page imports it on the server. Both
// implementations are tested against the same expected strings, tests/fixtures/money-format.json.
//   balance: what a player holds, floor(minor / 100), no decimals (spec 3);
//   amount:  a stake, win or payment, exact, with decimals only when there are cents.
// Both with the currency, in the player's number format.

const formats = new Map()

function intl(lang, currency, digits) {
  const key = `${lang}|${currency}|${digits}`
  let fmt = formats.get(key)
  if (!fmt) {
    fmt = new Intl.NumberFormat(lang, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    })
    formats.set(key, fmt)
  }
  return fmt
}

/** Minor units as the player reads them; kind 'balance' (floored) or 'amount' (exact). */
export function formatMoney(minor, lang, currency, kind = 'balance') {
  const units = Math.floor(minor)
  // `+ 0` turns -0 into 0: nothing is shown as "-R$0".
  if (kind === 'balance') return intl(lang, currency, 0).format(Math.floor(units / 100) + 0)
  return intl(lang, currency, units % 100 === 0 ? 0 : 2).format(units / 100 + 0)
}
