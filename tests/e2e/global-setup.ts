import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createScratchDatabase } from '../../server/test/scratch-db.ts'
import { E2E_PORT } from './env.ts'

/**
 * Starts the real server on the built app (dist/) and a fresh database: a new PGlite directory, or a
 * scratch PostgreSQL database when DATABASE_URL is set (CI). Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lucky-e2e-'))
  const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : null
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(E2E_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    DIST_DIR: process.env.E2E_DIST_DIR ?? './dist',
  }
  if (scratch) env.DATABASE_URL = scratch.url
  else delete env.DATABASE_URL

  // Something already answering on the port would be tested instead of this build: refuse to start.
  if (await isHealthy(`http://127.0.0.1:${E2E_PORT}/healthz`)) {
    throw new Error(`port ${E2E_PORT} is already in use; set E2E_PORT to a free port`)
  }
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  await waitForHealthy(`http://127.0.0.1:${E2E_PORT}/healthz`, server)

  return async () => {
    server.kill('SIGTERM')
    await new Promise((r) => server.once('exit', r))
    rmSync(dataDir, { recursive: true, force: true })
    await scratch?.drop()
  }
}

async function isHealthy(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok
  } catch {
    return false
  }
}

async function waitForHealthy(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`)
    if (await isHealthy(url)) return
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`server did not become healthy at ${url}`)
}
