import { createHash, randomBytes } from 'node:crypto'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { rechargeOrderId } from '../../../../contract/calls/wallet-deposit.ts'
import type { Locale } from '../../../../contract/enums.ts'
import type { Db } from '../../../db/client.ts'
import { pickLocale } from '../../../http/context.ts'
// The app's money rule, written for pages without the app bundle (tests/fixtures/money-format.json).
import { formatMoney } from '../../../provider/public/money.js'
import { expireIfDue, findOrder, type OrderRow } from './deposit.repo.ts'
import { SANDBOX, SANDBOX_SIGNATURE_HEADER, type SandboxPaymentProvider } from './sandbox-provider.ts'

const TEXT: Record<
  Locale,
  Record<'title' | 'note' | 'amount' | 'order' | 'approve' | 'decline' | 'state' | 'back' | 'failed', string>
> = {
  en: {
    title: 'Sandbox payment — no real money',
    note: 'A test payment page. Approve credits the deposit; Decline fails the order. Nothing is charged.',
    amount: 'Amount',
    order: 'Order',
    approve: 'Approve',
    decline: 'Decline',
    state: 'This order is',
    back: 'Back to the app',
    failed: 'The payment notification was refused',
  },
  'pt-BR': {
    title: 'Pagamento sandbox — sem dinheiro real',
    note: 'Página de pagamento de teste. Aprovar credita o depósito; Recusar falha o pedido. Nada é cobrado.',
    amount: 'Valor',
    order: 'Pedido',
    approve: 'Aprovar',
    decline: 'Recusar',
    state: 'Este pedido está',
    back: 'Voltar ao app',
    failed: 'A notificação de pagamento foi recusada',
  },
  es: {
    title: 'Pago sandbox — sin dinero real',
    note: 'Página de pago de prueba. Aprobar acredita el depósito; Rechazar hace fallar el pedido. No se cobra nada.',
    amount: 'Importe',
    order: 'Pedido',
    approve: 'Aprobar',
    decline: 'Rechazar',
    state: 'Este pedido está',
    back: 'Volver a la app',
    failed: 'La notificación de pago fue rechazada',
  },
}

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#111}' +
  '.banner{background:#fde68a;border:2px dashed #b45309;padding:.75rem;font-weight:700}' +
  'dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}' +
  'button{font-size:1.1rem;padding:.6rem 1.4rem;margin-right:.75rem;cursor:pointer}'
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export const returnUrl = (orderId: string) => `/wallets?name=deposit&order=${encodeURIComponent(orderId)}`

function page(reply: FastifyReply, locale: Locale, order: OrderRow, problem?: string) {
  const t = TEXT[locale]
  const amount = formatMoney(order.amount, locale, order.currency, 'amount')
  const body =
    order.status === 'pending'
      ? `<form method="post" action="/sandbox-pay/${esc(order.id)}?lang=${esc(locale)}">
<button name="decision" value="approve" type="submit">${t.approve}</button>
<button name="decision" value="decline" type="submit">${t.decline}</button></form>`
      : `<p>${t.state} <strong>${esc(order.status)}</strong>.</p><p><a href="${esc(returnUrl(order.id))}">${t.back}</a></p>`
  const html = `<!doctype html><html lang="${esc(locale)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${t.title}</title><style>${STYLE}</style></head>
<body><p class="banner" role="alert">${t.title}</p><p>${t.note}</p>
${problem ? `<p role="alert">${t.failed}: ${esc(problem)}</p>` : ''}
<dl><dt>${t.amount}</dt><dd>${esc(amount)}</dd><dt>${t.order}</dt><dd>${esc(order.id)}</dd></dl>
${body}</body></html>`
  return reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      `default-src 'none'; style-src ${STYLE_HASH}; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
    )
    .send(html)
}

/**
 * The sandbox provider's own pay page (operator and tester aid, plain server-rendered HTML). The choice
 * is delivered to the webhook exactly like a provider's call: signed, over HTTP (in-process inject), so
 * the page exercises the real webhook path. Then the browser goes back to the app's deposit page.
 */
export function registerSandboxPage(
  app: FastifyInstance,
  db: Db,
  provider: SandboxPaymentProvider,
  clock: () => number,
) {
  const load = async (params: unknown): Promise<OrderRow | null> => {
    const id = rechargeOrderId.safeParse((params as { orderId?: unknown }).orderId)
    if (!id.success) return null
    const order = await findOrder(db, id.data)
    return order && order.provider === SANDBOX ? expireIfDue(db, order, clock()) : null
  }
  const localeOf = (query: unknown, header: string | undefined) => {
    const lang = (query as { lang?: unknown }).lang
    return pickLocale(typeof lang === 'string' ? lang : header)
  }
  const missing = (reply: FastifyReply) => reply.code(404).type('text/plain; charset=utf-8').send('Not found')

  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    )
    scope.get('/sandbox-pay/:orderId', async (request, reply) => {
      const order = await load(request.params)
      if (!order) return missing(reply)
      return page(reply, localeOf(request.query, request.headers['accept-language']), order)
    })
    scope.post('/sandbox-pay/:orderId', async (request, reply) => {
      const order = await load(request.params)
      if (!order) return missing(reply)
      const locale = localeOf(request.query, request.headers['accept-language'])
      const decision = (request.body as { decision?: unknown } | undefined)?.decision
      if (order.status !== 'pending' || (decision !== 'approve' && decision !== 'decline')) {
        return page(reply, locale, order)
      }
      const signed = provider.signedEvent({
        eventId: `sbx_${randomBytes(12).toString('hex')}`,
        orderId: order.id,
        outcome: decision === 'approve' ? 'approved' : 'declined',
        amount: order.amount,
        currency: order.currency,
      })
      const res = await app.inject({
        method: 'POST',
        url: `/payment/v1/${SANDBOX}/webhook`,
        headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signed.signature },
        payload: signed.body,
      })
      if (res.statusCode !== 200) {
        reply.code(502)
        return page(reply, locale, order, String(res.json<{ msg?: string }>().msg ?? res.statusCode))
      }
      return reply.code(303).header('location', returnUrl(order.id)).send()
    })
  })
}
