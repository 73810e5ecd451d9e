import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedGameBrands, seedGames, seedGameTypes } from '../../db/seed/defaults/catalog.ts'
import { call, startTestApp, type TestApp, testDatabases } from '../../test/harness.ts'
import { svgProblem } from './svg.check.ts'

describe.each(testDatabases)('generated media on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind)
  })
  afterAll(async () => {
    await t?.close()
  })
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers })

  it('serves a cacheable SVG thumbnail for a seeded game', async () => {
    const res = await get('/media/games/1002.svg')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8')
    expect(res.headers['cache-control']).toBe('public, max-age=86400')
    expect(res.body.startsWith('<svg')).toBe(true)
    expect(res.body).toContain('width="180" height="240"')
    expect(res.body).toContain('Moonlit Koi')
    expect(res.body).not.toMatch(/<script|<style|href=|\son[a-z]+=/i)
    expect(svgProblem(res.body)).toBeNull()
    const again = await get('/media/games/1002.svg', { 'if-none-match': String(res.headers.etag) })
    expect(again.statusCode).toBe(304)
  })

  it('answers 404 for unknown or malformed names', async () => {
    for (const url of [
      '/media/games/999999.svg',
      '/media/games/1002.png',
      '/media/games/abc.svg',
      '/media/games/..%2F1002.svg',
      '/media/types/99.svg',
      '/media/brands/0.svg',
      '/media/banners/constructor',
      '/media/banners/other.svg',
    ]) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(404)
    }
  })

  it('serves every image the app config points at as well-formed SVG', async () => {
    const { data } = await call(t, 'anonymous/appConfig', {})
    const base = data.settings.gameResourceUrl as string
    expect(base).toBe('/media/')
    const paths = [
      ...data.appGameList.map((g: { img: string }) => g.img),
      ...data.appGameTypeList.map((x: { icon: string }) => x.icon),
      ...data.appGameBrandList.map((x: { img: string }) => x.img),
      ...data.appGenericImgList.map((x: { img: string }) => x.img),
    ]
    expect(paths).toContain('banners/lobby.svg')
    for (const path of paths) {
      const res = await get(`${base}${path}`)
      expect(res.statusCode, path).toBe(200)
      expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8')
      expect(svgProblem(res.body), path).toBeNull()
    }
  })

  it('still draws hidden rows so cached clients never show a broken image', async () => {
    const hiddenGame = seedGames.find((g) => g.status !== 1)
    const hiddenType = seedGameTypes.find((x) => x.status !== 1)
    const hiddenBrand = seedGameBrands.find((x) => x.status !== 1)
    expect((await get(`/media/games/${hiddenGame?.id}.svg`)).statusCode).toBe(200)
    expect((await get(`/media/types/${hiddenType?.id}.svg`)).statusCode).toBe(200)
    expect((await get(`/media/brands/${hiddenBrand?.id}.svg`)).statusCode).toBe(200)
  })
})
