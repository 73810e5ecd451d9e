import { expect } from 'vitest'
import { deposit, player } from '../modules/wallet/wallet.test-helpers.ts'
import { call, type TestApp } from '../test/harness.ts'
import { PLAY_API, PLAY_PAGE_PATH } from './provider.routes.ts'

/** The built-in provider's page as the app tests drive it (not a test file itself). */

/** startGame for `gameId` as the player with `token`; returns the launch token of the page's URL. */
export async function launchGame(t: TestApp, token: string, gameId: number, tryIt = 0, lang = 'en') {
  const res = await call(t, 'startGame', { gameId, tryIt, lang }, { token })
  expect(res.status, JSON.stringify(res)).toBe(200)
  const url = new URL(res.data.url, 'http://x')
  expect(url.pathname).toBe(PLAY_PAGE_PATH)
  return url.searchParams.get('token') ?? ''
}

/** POSTs `${PLAY_API}/${path}` as the game page makes it. */
export async function playPost(t: TestApp, path: string, body: unknown) {
  const res = await t.app.inject({ method: 'POST', url: `${PLAY_API}/${path}`, payload: body as object })
  return { status: res.statusCode, body: res.json() }
}

/** A new player who deposited `amount` minor units, with `gameId` open: the session and its first view. */
export async function openGameFor(t: TestApp, gameId: number, amount: number, tryIt = 0) {
  const p = await player(t)
  await deposit(t, p.id, amount)
  const opened = await playPost(t, 'open', { token: await launchGame(t, p.token, gameId, tryIt) })
  expect(opened.status, JSON.stringify(opened.body)).toBe(200)
  return { ...p, session: opened.body.session as string, view: opened.body }
}

/**
 * The three above for the TestApp a describe block starts in its beforeAll (`app` reads it when called),
 * launching in `lang`.
 */
export function playClient(app: () => TestApp, { lang = 'en' }: { lang?: string } = {}) {
  return {
    launch: (token: string, gameId: number, tryIt = 0) => launchGame(app(), token, gameId, tryIt, lang),
    post: (path: string, body: unknown) => playPost(app(), path, body),
    openGame: (gameId: number, amount: number, tryIt = 0) => openGameFor(app(), gameId, amount, tryIt),
  }
}
