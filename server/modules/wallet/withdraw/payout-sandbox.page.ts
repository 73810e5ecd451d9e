import type { withdrawals } from '../../../db/schema/index.ts'
// The app's money rule, written for pages without the app bundle (tests/fixtures/money-format.json).
import { formatMoney } from '../../../provider/public/money.js'
import { maskAccountNo } from './cards.service.ts'

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

/** The sandbox payout page: plain HTML forms (no script, so the CSP needs no exception). */
export function renderSandboxPage(rows: Array<typeof withdrawals.$inferSelect>, currency: string): string {
  // An operator's tool, in English: amounts exact, in the site's currency.
  const money = (minor: number) => escapeHtml(formatMoney(minor, 'en', currency, 'amount'))
  const items = rows
    .map(
      (w) => `<tr>
  <td>${w.id}</td><td>${w.userId}</td><td>${money(w.amount)}</td><td>${money(w.fee)}</td>
  <td>${money(w.amount - w.fee)}</td><td>${escapeHtml(w.bankName)}</td><td>${escapeHtml(w.holderName)}</td>
  <td>${escapeHtml(maskAccountNo(w.accountNo))}</td><td>${escapeHtml(w.createdAt.toISOString())}</td>
  <td><form method="post" action="/sandbox-payout/${w.id}/pay"><button type="submit">Pay</button></form>
      <form method="post" action="/sandbox-payout/${w.id}/reject"><button type="submit">Reject</button></form></td>
</tr>`,
    )
    .join('\n')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>SANDBOX payout provider</title></head>
<body>
<h1>SANDBOX payout provider — no real money moves</h1>
<p>Test tool, not available in production. Pay sends the held amount minus the fee to the card (the
withdrawal becomes paid); Reject returns the whole amount to the player's balance.</p>
<table>
<caption>Pending withdrawals (${rows.length})</caption>
<thead><tr><th scope="col">Id</th><th scope="col">User</th><th scope="col">Amount</th><th scope="col">Fee</th>
<th scope="col">Payout</th><th scope="col">Bank</th><th scope="col">Holder</th><th scope="col">Account</th>
<th scope="col">Requested (UTC)</th><th scope="col">Decision</th></tr></thead>
<tbody>
${items || '<tr><td colspan="10">No pending withdrawals.</td></tr>'}
</tbody></table>
</body></html>`
}
