import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'

/**
 * The lobby skeleton index.html shows before any JavaScript or CSS arrives (slow networks: at slow-2g the
 * app chunk takes ~20 s), in the visitor's language. At build time this plugin
 * - fills `<!--shell-style-->` with a small inline <style> (the dark theme's colours, src/ui/theme.css)
 *   and `<!--shell-->` in #boot with the skeleton's markup (English text) and a tiny inline script that
 *   picks the locale as src/i18n/locale.ts does (cookie `locale`, then navigator.languages, then en)
 *   and swaps in that locale's strings; the strings are the `shell` keys of locales/*.json;
 * - moves the app's stylesheet <link> from <head> to after #boot, so the skeleton paints without
 *   waiting for it (the module scripts still wait for it: a parser-inserted sheet blocks scripts);
 * - writes `csp.json`, the sha256 hashes of the inline style and script, which the server adds to its
 *   Content-Security-Policy (server/http/security.ts), since the CSP refuses other inline code.
 * React renders into #root; `#root:not(:empty) + #boot` then hides the skeleton in the same frame.
 */
const LOCALES = ['en', 'pt-BR', 'es'] as const
type Strings = { appName: string; loading: string; slow: string }

const CSP_FILE = 'csp.json'

function readStrings(root: string): Record<string, Strings> {
  const out: Record<string, Strings> = {}
  for (const locale of LOCALES) {
    const json = JSON.parse(readFileSync(`${root}/locales/${locale}.json`, 'utf8'))
    out[locale] = { appName: json.common.appName, loading: json.shell.loading, slow: json.shell.slow }
  }
  return out
}

const STYLE = [
  'html{background:#0d0a1f;color-scheme:dark}',
  'body{margin:0}',
  '#boot{color:#f5f2ff;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}',
  '#root:not(:empty)+#boot{display:none}',
  '#boot header{display:flex;align-items:center;gap:8px;height:56px;padding:0 16px;background:#14102b;' +
    'border-bottom:1px solid rgb(255 255 255/8%);font-weight:700;font-size:1.125rem}',
  '#boot header i{width:28px;height:28px;border-radius:8px;background:linear-gradient(#ffd964,#f5a10b)}',
  '#boot main{max-width:1200px;margin:0 auto;padding:16px}',
  '#boot p{margin:0 0 12px;color:#aba4cf;font-size:.875rem}',
  '#boot .s{opacity:0;animation:bs .3s 6s forwards}',
  '#boot ul{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:16px 12px;margin:0;padding:0}',
  '#boot li{list-style:none;aspect-ratio:3/4;border-radius:10px;background:#1c1640;' +
    'animation:bp 1.2s ease-in-out infinite alternate}',
  '@media(min-width:1024px){#boot ul{grid-template-columns:repeat(6,minmax(0,1fr))}}',
  '@media(prefers-reduced-motion:reduce){#boot li{animation:none}}',
  '@keyframes bs{to{opacity:1}}',
  '@keyframes bp{to{background:#272057}}',
].join('')

/** The locale pick of src/i18n/locale.ts (detectLocale), in as few bytes as an inline script allows. */
const script = (strings: Record<string, Strings>) =>
  `(function(S){var h={}.hasOwnProperty,m=document.cookie.match(/(?:^|;\\s*)locale=([^;]*)/),` +
  `c=m&&decodeURIComponent(m[1]),n=navigator,l=(n.languages||[]).concat(n.language||[]),i,b;` +
  `if(!h.call(S,c))for(c='en',i=0;i<l.length;i++){b=String(l[i]).toLowerCase().split(/[-_]/)[0];` +
  `if(b=='pt'){c='pt-BR';break}if(b=='es'||b=='en'){c=b;break}}` +
  `document.documentElement.lang=c;document.querySelectorAll('#boot [data-t]').forEach(function(e){` +
  `e.textContent=S[c][e.getAttribute('data-t')]})})(${JSON.stringify(strings).replaceAll('<', '\\u003c')})`

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;')

const markup = (en: Strings, js: string) =>
  `<header><i></i><span data-t="appName">${escapeHtml(en.appName)}</span></header>` +
  `<main><p role="status" data-t="loading">${escapeHtml(en.loading)}</p>` +
  `<p class="s" data-t="slow">${escapeHtml(en.slow)}</p>` +
  `<ul aria-hidden="true">${'<li></li>'.repeat(6)}</ul></main><script>${js}</script>`

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

export function shellPlugin(): Plugin {
  let root = process.cwd()
  let js = ''
  return {
    name: 'lucky-lobby:shell',
    configResolved(config) {
      root = config.root
      js = script(readStrings(root))
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        // Read again on every request of the dev server, so edited strings show without a restart.
        const strings = readStrings(root)
        js = script(strings)
        const en = strings.en as Strings
        if (!html.includes('<!--shell-->') || !html.includes('<!--shell-style-->')) {
          throw new Error('index.html lost its <!--shell--> or <!--shell-style--> marker')
        }
        // The app's render-blocking stylesheet(s) go after #boot: the skeleton needs none of them.
        const sheets: string[] = []
        const head = html.replace(/\s*<link rel="stylesheet"[^>]*>/g, (link) => {
          sheets.push(link.trim())
          return ''
        })
        return head
          .replace('<!--shell-style-->', `<style>${STYLE}</style>`)
          .replace('<!--shell-->', markup(en, js))
          .replace('<!--shell-sheets-->', sheets.join(''))
      },
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: CSP_FILE,
        source: `${JSON.stringify({ 'script-src': [sha256(js)], 'style-src': [sha256(STYLE)] }, null, 2)}\n`,
      })
    },
  }
}
