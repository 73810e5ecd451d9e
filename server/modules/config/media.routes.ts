import { createHash } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { notFound } from '../../http/errors.ts'
import type { ModuleContext } from '../index.ts'
import { type ConfigSnapshot, getConfigSnapshot } from './config.service.ts'
import { brandLogo, gameThumbnail, lobbyBanner, typeIcon } from './thumbnail.ts'

const ID_SVG = /^(\d{1,9})\.svg$/
const BANNERS: Record<string, () => string> = { 'lobby.svg': lobbyBanner }

/** The art is a pure function of the row, so a day of caching is safe and the ETag stays stable. */
const CACHE_CONTROL = 'public, max-age=86400'
/** Opened directly, an SVG is a document: forbid everything it does not need. */
const SVG_CSP = "default-src 'none'; frame-ancestors 'none'"

type Draw = (snapshot: ConfigSnapshot, id: number) => string | undefined

/**
 * GET /media/{games,types,brands}/<id>.svg and /media/banners/lobby.svg: generated on request from the
 * database rows (settings.gameResourceUrl is '/media/'). Unknown names answer 404.
 */
export function registerMediaRoutes(ctx: ModuleContext): void {
  const byId = (folder: string, draw: Draw) =>
    ctx.app.get<{ Params: { file: string } }>(`/media/${folder}/:file`, async (request, reply) => {
      const id = ID_SVG.exec(request.params.file)?.[1]
      const svg = id ? draw(await getConfigSnapshot(ctx.db), Number(id)) : undefined
      if (!svg) throw notFound()
      return sendSvg(request, reply, svg)
    })

  byId('games', (s, id) => {
    const game = s.art.games.get(id)
    return game && gameThumbnail(game)
  })
  byId('types', (s, id) => {
    const type = s.art.types.get(id)
    return type && typeIcon(type)
  })
  byId('brands', (s, id) => {
    const brand = s.art.brands.get(id)
    return brand && brandLogo(brand)
  })

  ctx.app.get<{ Params: { file: string } }>('/media/banners/:file', async (request, reply) => {
    const draw = Object.hasOwn(BANNERS, request.params.file) ? BANNERS[request.params.file] : undefined
    if (!draw) throw notFound()
    return sendSvg(request, reply, draw())
  })
}

function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: string) {
  const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 22)}"`
  reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', CACHE_CONTROL)
    .header('content-security-policy', SVG_CSP)
    .header('etag', etag)
  if (request.headers['if-none-match'] === etag) return reply.code(304).send()
  return reply.code(200).send(svg)
}
