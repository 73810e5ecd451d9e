import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Browser, type BrowserContext, chromium, expect, type Page } from '@playwright/test'
import { chromiumLaunchOptions } from '../../scripts/tools/chromium.mjs'

/**
 * A Chromium whose pages can really be hidden. Playwright's own pages never are: it turns on focus
 * emulation for every page it creates, and Chromium keeps an emulated-focus page `visible` whatever tab
 * is in front (tried: bringToFront, a minimised window, switching focus emulation off from a second
 * CDP session). So this starts headless Chromium itself, with the project's flags and none of
 * Playwright's background-throttling switches, and attaches with `connectOverCDP(..., { noDefaults:
 * true })`, which leaves the default context's pages without focus emulation. Bringing another tab to
 * the front then hides the first for real: `document.visibilityState` is 'hidden', `visibilitychange`
 * fires, and the page's timers are throttled as a background tab's are.
 */
export interface HideableBrowser {
  browser: Browser
  context: BrowserContext
  /** The first tab. */
  page: Page
  /** Brings a blank tab to the front and waits until `page` reports itself hidden. */
  hide: (page: Page) => Promise<void>
  /** Brings `page` back to the front and waits until it is visible again. */
  show: (page: Page) => Promise<void>
  close: () => Promise<void>
}

export async function launchHideableBrowser(): Promise<HideableBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'lucky-e2e-chromium-'))
  const proc: ChildProcess = spawn(
    chromiumLaunchOptions.executablePath,
    [
      ...chromiumLaunchOptions.args,
      '--headless',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  )
  // Its own process group, so that stopping it also stops its helper processes (renderers, crashpad),
  // which would otherwise keep writing the profile after the main process has gone.
  const stopProcess = async () => {
    if (proc.exitCode === null && proc.signalCode === null) {
      const exited = new Promise((resolve) => proc.once('exit', resolve))
      const late = setTimeout(() => killGroup('SIGKILL'), 5_000)
      await exited
      clearTimeout(late)
    }
    killGroup('SIGKILL')
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
  }
  const killGroup = (signal: NodeJS.Signals) => {
    try {
      if (proc.pid) process.kill(-proc.pid, signal)
    } catch {
      // already gone
    }
  }
  let browser: Browser
  try {
    const endpoint = await new Promise<string>((resolve, reject) => {
      let log = ''
      proc.stderr?.on('data', (chunk: Buffer) => {
        log += chunk.toString()
        const match = /DevTools listening on (ws:\/\/\S+)/.exec(log)
        if (match?.[1]) resolve(match[1])
      })
      proc.once('exit', (code) => reject(new Error(`chromium exited (${code}) before listening:\n${log}`)))
    })
    browser = await chromium.connectOverCDP(endpoint, { noDefaults: true })
  } catch (error) {
    killGroup('SIGTERM')
    await stopProcess()
    throw error
  }
  const context = browser.contexts()[0]
  if (!context) throw new Error('chromium has no default context')
  const page = context.pages()[0] ?? (await context.newPage())
  const visibility = (p: Page) => p.evaluate(() => document.visibilityState)
  let blank: Page | null = null

  return {
    browser,
    context,
    page,
    async hide(target) {
      blank ??= await context.newPage()
      await blank.bringToFront()
      await expect.poll(() => visibility(target)).toBe('hidden')
    },
    async show(target) {
      await target.bringToFront()
      await expect.poll(() => visibility(target)).toBe('visible')
    },
    async close() {
      // Playwright only disconnects from a browser it did not launch: ask Chromium itself to quit.
      const session = await browser.newBrowserCDPSession().catch(() => null)
      await session?.send('Browser.close').catch(() => undefined)
      await browser.close().catch(() => undefined)
      await stopProcess()
    },
  }
}
