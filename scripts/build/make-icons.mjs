#!/usr/bin/env node
/**
 * Renders the PWA icons from public/favicon.svg with headless Chromium, so the PNGs always match the
 * vector mark. Run after changing the logo: `node scripts/build/make-icons.mjs` (commit the PNGs).
 * Uses the system Chromium (never downloads a browser); override with PLAYWRIGHT_CHROMIUM_EXECUTABLE.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import sharp from 'sharp'
import { chromiumLaunchOptions } from '../tools/chromium.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '../..')
const svg = await readFile(join(root, 'public/favicon.svg'), 'utf8')
const BG = '#14102b'

// Maskable icons are cropped to a circle or squircle by the launcher: full-bleed background and the
// mark inside the central 80% safe zone.
const icons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'maskable-512.png', size: 512, maskable: true },
]

/** The maskable variant: square corners (the launcher shapes it) and the mark shrunk into the safe zone. */
const maskableSvg = () =>
  svg
    .replace('rx="16"', 'rx="0"')
    .replace(
      /(<\/defs>\s*<rect[^>]*\/>)/,
      '$1<g transform="translate(32 32) scale(0.78) translate(-32 -32)">',
    )
    .replace('</svg>', '</g></svg>')

const page = (size, maskable) => {
  const inner = (maskable ? maskableSvg() : svg).replace('<svg ', `<svg width="${size}" height="${size}" `)
  return `<!doctype html><html><body style="margin:0;width:${size}px;height:${size}px;background:${maskable ? BG : 'transparent'}">${inner}</body></html>`
}

const browser = await chromium.launch(chromiumLaunchOptions)
try {
  await mkdir(join(root, 'public/icons'), { recursive: true })
  for (const { file, size, maskable } of icons) {
    const tab = await browser.newPage({ viewport: { width: size, height: size } })
    await tab.setContent(page(size, maskable))
    const shot = await tab.screenshot({ omitBackground: !maskable, type: 'png' })
    // A palette PNG: a third of Chromium's truecolour bytes, no visible difference (192 px: 26.5 -> 7.4 KB).
    // The browser fetches the 192 px icon while the first page loads (the manifest's install check).
    const png = await sharp(shot)
      .png({ palette: true, quality: 90, effort: 10, compressionLevel: 9 })
      .toBuffer()
    await writeFile(join(root, 'public/icons', file), png)
    await tab.close()
    console.log(`public/icons/${file} ${size}x${size} ${png.length} bytes`)
  }
} finally {
  await browser.close()
}
