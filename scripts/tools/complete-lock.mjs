// Run after any `npm install` that changes package-lock.json: `npm run lock:complete`.
//
// The registry this project installs from does not serve every platform build of packages that ship
// native binaries as optional dependencies (biome, rollup, esbuild, argon2 for macOS, Windows, Android…).
// npm then leaves those entries out of the lock file, and `npm ci` refuses the lock as out of sync
// ("Missing: @biomejs/cli-darwin-arm64@ from lock file"). Recording each missing optional dependency at
// the exact version its parent pins lets `npm ci` accept the lock; on this platform npm skips them, and
// on the platform they are for, npm fetches them like any optional dependency.
import { readFileSync, writeFileSync } from 'node:fs'

const path = process.argv[2] ?? 'package-lock.json'
const lock = JSON.parse(readFileSync(path, 'utf8'))
const packages = lock.packages
let added = 0
for (const [key, meta] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(meta.optionalDependencies ?? {})) {
    const nested = `${key ? `${key}/` : ''}node_modules/${name}`
    const hoisted = `node_modules/${name}`
    if (packages[nested] || packages[hoisted]) continue
    if (!/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(spec)) {
      console.warn(`left out ${name}@${spec}: not an exact version`)
      continue
    }
    packages[hoisted] = { version: spec, optional: true, ...(meta.dev ? { dev: true } : {}) }
    added++
  }
}
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`)
console.log(`package-lock.json: recorded ${added} optional platform dependencies`)
