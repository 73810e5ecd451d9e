import { execFile } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { buildNodeEnv } from './node-env.ts'

/** Strings only React's development build carries (its dev-only warnings). */
const REACT_DEV_MARKERS = ['The above error occurred in the', 'Each child in a list should have a unique']

const dirs: string[] = []
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

/** A real build of the app with NODE_ENV=development in the environment; returns its JavaScript. */
async function buildWithDevelopmentNodeEnv(args: string[] = []): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'lucky-node-env-'))
  dirs.push(outDir)
  await promisify(execFile)(
    join('node_modules', '.bin', 'vite'),
    ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error', ...args],
    { env: { ...process.env, NODE_ENV: 'development', APP_BUILD: 'node-env-test' } },
  )
  const assets = join(outDir, 'assets')
  return readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(join(assets, f), 'utf8'))
    .join('\n')
}

describe('the NODE_ENV of a build', () => {
  it('is production for a production build, whatever the shell says; left alone otherwise', () => {
    expect(buildNodeEnv('build', 'production', 'development')).toBe('production')
    expect(buildNodeEnv('build', 'production', undefined)).toBe('production')
    expect(buildNodeEnv('build', 'development', 'development')).toBe('development')
    expect(buildNodeEnv('serve', 'development', 'development')).toBe('development')
    expect(buildNodeEnv('serve', 'development', undefined)).toBeUndefined()
  })

  it("`NODE_ENV=development vite build` (what `npm start` runs) ships React's production build", async () => {
    const js = await buildWithDevelopmentNodeEnv()
    for (const marker of REACT_DEV_MARKERS) expect(js).not.toContain(marker)
    // The markers are real: a deliberate development build carries them.
    const dev = await buildWithDevelopmentNodeEnv(['--mode', 'development'])
    for (const marker of REACT_DEV_MARKERS) expect(dev).toContain(marker)
  }, 240_000)
})
