import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

/**
 * Writes `.br` and `.gz` beside every compressible file of the build, at maximum compression, once per
 * build. The server serves them as they are (@fastify/static `preCompressed`), so no request pays for
 * compression and every browser gets the smallest encoding it accepts. Runs after the service worker
 * is written (vite-plugin-pwa builds it in its own closeBundle), so sw.js is compressed too.
 */
const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|txt)$/
const MIN_BYTES = 1024

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) yield* files(path)
    else yield path
  }
}

export function precompressPlugin(): Plugin {
  let outDir = 'dist'
  return {
    name: 'lucky-lobby:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : join(config.root, config.build.outDir)
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const path of files(outDir)) {
          if (!COMPRESSIBLE.test(path)) continue
          const body = readFileSync(path)
          if (body.byteLength < MIN_BYTES) continue
          writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }))
          writeFileSync(
            `${path}.br`,
            brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          )
        }
      },
    },
  }
}
