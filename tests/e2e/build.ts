import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'

export interface AppBuild {
  dir: string
  /** The module scripts index.html loads (the hashed entry chunk among them), in document order. */
  moduleScripts: string[]
}

/** A real production build of the working tree into `outDir`, stamped with `appBuild` (__APP_BUILD__). */
export async function buildApp(outDir: string, appBuild: string): Promise<AppBuild> {
  await promisify(execFile)(
    join('node_modules', '.bin', 'vite'),
    ['build', '--outDir', outDir, '--logLevel', 'warn'],
    {
      env: { ...process.env, APP_BUILD: appBuild },
    },
  )
  const html = readFileSync(join(outDir, 'index.html'), 'utf8')
  const moduleScripts = [...html.matchAll(/<script type="module"[^>]*\ssrc="([^"]+)"/g)].map(
    (m) => m[1] ?? '',
  )
  if (moduleScripts.length === 0) throw new Error(`no module script in ${outDir}/index.html`)
  return { dir: outDir, moduleScripts }
}
