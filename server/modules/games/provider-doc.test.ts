import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ProviderStatus } from '../../../contract/provider-wallet.ts'
import { startTestApp, type TestApp } from '../../test/harness.ts'
import { provider } from './games.test-helpers.ts'
import { signProviderBody } from './provider-auth.ts'

/**
 * docs/PROVIDER_API.md's worked example is what an outside provider copies: its signature must be the
 * HMAC of its body under its secret, and a server with that secret must accept it. Every status the
 * contract has must be in the doc's table.
 */
const doc = readFileSync(join(import.meta.dirname, '../../../docs/PROVIDER_API.md'), 'utf8')
const example = doc.slice(doc.indexOf('### Worked example'), doc.indexOf('## Amounts'))
const secret = /Secret: `([^`]+)`/.exec(example)?.[1] ?? ''
const body = /```text\n(.+)\n```/.exec(example)?.[1] ?? ''
const signature = /Signature: `([0-9a-f]+)`/.exec(example)?.[1] ?? ''

describe('docs/PROVIDER_API.md', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp('pglite', { env: { PROVIDER_BUILTIN_SECRET: secret } })
  })
  afterAll(async () => {
    await t?.close()
  })

  it('the worked example: the signature is the HMAC-SHA256 of the body under the secret', () => {
    expect(secret.length).toBeGreaterThanOrEqual(16)
    expect(JSON.parse(body)).toMatchObject({ transactionId: 'bet-1001', amount: 250 })
    expect(signProviderBody(secret, body)).toBe(signature)
    // The curl line signs the same bytes with the same secret.
    expect(example).toContain(`body='${body}'`)
    expect(example).toContain(`-hmac '${secret}'`)
  })

  it('a server with that secret accepts the example request (the session is unknown to it)', async () => {
    const res = await provider(t, 'bet', null, { raw: body, signature })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ status: 'SESSION_EXPIRED' })
    const tampered = await provider(t, 'bet', null, { raw: body.replace('250', '251'), signature })
    expect(tampered.status).toBe(401)
  })

  it('documents every status', () => {
    for (const status of Object.values(ProviderStatus)) expect(doc).toContain(`| \`${status}\``)
  })
})
