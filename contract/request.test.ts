import { describe, expect, it } from 'vitest'
import { API_BASE, apiBody, apiHeaders, type RequestContext } from './request.ts'

const CTX: RequestContext = {
  fields: { appId: 'app', channel: 'WEB', clientReferrer: 'https://r', platform: 1, appVersion: '1.1.1' },
  fingerprint: 'fp-1',
  locale: 'pt-BR',
  token: 'tok',
}

describe('how every /app/v1 request is dressed (spec 7)', () => {
  it("carries the spec's headers, the token as a bearer and an idempotency key when given one", () => {
    expect(API_BASE).toBe('/app/v1/')
    expect(apiHeaders(CTX, 'key-12345678')).toEqual({
      'content-type': 'application/json',
      'accept-language': 'pt-BR',
      fingerprint: 'fp-1',
      'idempotency-key': 'key-12345678',
      authorization: 'Bearer tok',
    })
    expect(apiHeaders({ ...CTX, token: null })).toEqual({
      'content-type': 'application/json',
      'accept-language': 'pt-BR',
      fingerprint: 'fp-1',
    })
  })

  it('adds the client fields to the body, over any field of the same name', () => {
    expect(JSON.parse(apiBody({ gameId: 7, appId: 'spoof' }, CTX.fields))).toEqual({
      gameId: 7,
      ...CTX.fields,
    })
  })
})
