// Screenshots of the main screens at phone (360x740) and desktop (1280x800) size, for a look before merging.
// Usage: node scripts/tools/screenshots.mjs [baseUrl] [outDir]   (the server must be running)
import { mkdirSync } from 'node:fs'
import { chromium } from 'playwright-core'
import { chromiumLaunchOptions } from './chromium.mjs'

const base = process.argv[2] ?? 'http://localhost:8080'
const out = process.argv[3] ?? '/tmp/shots'
mkdirSync(out, { recursive: true })
const pages = [
  '/',
  '/faq',
  '/service',
  '/about-us',
  '/download',
  '/diagnostics',
  '/auth/login',
  '/auth/register',
  '/nope',
]
const sizes = { phone: { width: 360, height: 740 }, desktop: { width: 1280, height: 800 } }

const browser = await chromium.launch(chromiumLaunchOptions)
for (const [name, viewport] of Object.entries(sizes)) {
  const page = await browser.newPage({ viewport })
  for (const path of pages) {
    await page.goto(base + path, { waitUntil: 'networkidle' })
    const file = `${out}/${name}${path === '/' ? '-home' : path.replaceAll('/', '-')}.png`
    await page.screenshot({ path: file, fullPage: false })
    console.log(file)
  }
  await page.close()
}
await browser.close()
