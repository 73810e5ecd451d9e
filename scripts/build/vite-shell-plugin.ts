import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'
import { callMeta } from '../../contract/calls/meta.ts'
import { CHANNEL, CLIENT_VERSION } from '../../contract/enums.ts'
import { REQUEST_TIMEOUT_MS } from '../../contract/request-timeout.ts'
import { StorageKey } from '../../src/api/storage-keys.ts'

/**
 * The lobby skeleton index.html shows before any JavaScript or CSS arrives (slow networks: at slow-2g the
 * app chunk takes ~20 s), in the visitor's language. At build time this plugin
 * - fills `<!--shell-style-->` with a small inline <style> (the dark theme's colours, src/ui/theme.css)
 *   and `<!--shell-->` in #boot with the skeleton's markup (English text) and a tiny inline script that
 *   picks the locale as src/i18n/locale.ts does (cookie `locale`, then navigator.languages, then en)
 *   and swaps in that locale's strings (the `shell` keys of locales/*.json), preloads that locale's
 *   strings chunk, and sends the lobby's `appConfig` request while the app chunk downloads (see script);
 * - moves the app's stylesheet <link> from <head> to after #boot, so the skeleton paints without
 *   waiting for it (the module scripts still wait for it: a parser-inserted sheet blocks scripts);
 * - writes `csp.json`, the sha256 hashes of the inline style and script as they are in the built
 *   index.html, which the server adds to its Content-Security-Policy (server/http/security.ts), since
 *   the CSP refuses other inline code.
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
  '#root:not(:empty)+#boot,#root:not(:empty)~#snap{display:none}',
  '#boot header{display:flex;align-items:center;gap:8px;height:56px;padding:0 16px;background:#14102b;' +
    'border-bottom:1px solid rgb(255 255 255/8%);font-weight:700;font-size:1.125rem}',
  '#boot header i{width:28px;height:28px;border-radius:8px;background:linear-gradient(#ffd964,#f5a10b)}',
  '#boot main{max-width:1200px;margin:0 auto;padding:16px}',
  '#boot p{margin:0 0 12px;color:#aba4cf;font-size:.875rem}',
  '#boot .s{opacity:0;animation:bs .3s 6s forwards}',
  '#boot ul{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:16px 12px;margin:0;padding:0}',
  // The pulse is an opacity animation (between about #1c1640 and #272057 over the page's #0d0a1f), which
  // the compositor runs alone: a background-colour one repainted every frame on the main thread. It
  // starts after a second (from full opacity, hence alternate-reverse): a skeleton gone sooner needs no
  // motion, and every animated frame is composited while the app is starting (ui/spinner.module.css).
  '#boot li{list-style:none;aspect-ratio:3/4;border-radius:10px;background:#272057;' +
    'animation:bp 1.2s ease-in-out 1s infinite alternate-reverse}',
  '@media(min-width:1024px){#boot ul{grid-template-columns:repeat(6,minmax(0,1fr))}}',
  '@media(prefers-reduced-motion:reduce){#boot li{animation:none}}',
  '@keyframes bs{to{opacity:1}}',
  '@keyframes bp{from{opacity:.55}}',
].join('')

/**
 * What the inline script needs to send `appConfig` as the app's apiCall would (src/api/http.ts): the
 * call's URL, the build's client fields, the storage keys of the fingerprint, token and first referrer,
 * and the media query of `platform()` (src/api/client-info.ts). src/api/boot-config.test.ts runs the
 * script beside apiCall and compares the two requests, so a drift fails there.
 */
export interface BootRequest {
  url: string
  appId: string
  channel: string
  appVersion: string
  desktopQuery: string
  keys: { fingerprint: string; token: string; referrer: string }
  /** apiCall's connection-sized timeouts (contract/request-timeout.ts requestTimeoutMs). */
  timeouts: typeof REQUEST_TIMEOUT_MS
  /**
   * Strings chunk per locale (built files only): preloaded beside the app chunk, for English only off the
   * lobby (the lobby's English strings are in the app chunk; every other first page waits for the rest).
   */
  chunks: Record<string, string>
  /** The app stylesheet's URL (built files only; '' in the dev server) and the lobby snapshot's key. */
  css: string
  snapshotKey: string
}

export const bootRequest = (appId: string, chunks: Record<string, string> = {}, css = ''): BootRequest => ({
  url: `/app/v1/${callMeta.appConfig.path}`,
  appId,
  channel: CHANNEL,
  appVersion: CLIENT_VERSION,
  desktopQuery: '(pointer: fine) and (min-width: 1024px)',
  keys: { fingerprint: StorageKey.fingerprint, token: StorageKey.token, referrer: StorageKey.referrer },
  timeouts: REQUEST_TIMEOUT_MS,
  chunks,
  css,
  snapshotKey: StorageKey.lobbySnapshot,
})

/**
 * The inline script, in as few bytes as it allows:
 * 1. picks the locale as src/i18n/locale.ts does (detectLocale) and swaps in its skeleton strings;
 * 2. on `/`, when the lobby snapshot kept by the last visit (src/features/lobby/lobby-snapshot.ts) was
 *    drawn with this build's stylesheet and in this locale, paints it in `#snap` instead of the skeleton,
 *    with the stylesheet loaded render-blocking first; React's first render hides it;
 * 3. preloads that locale's strings chunk (non-English), which the app would otherwise only request
 *    after its own chunk has downloaded and run;
 * 4. starts the app's first request, `POST anonymous/appConfig`, with the headers, body and timeout
 *    apiCall would use (through the service worker when it controls the page), and leaves the parsed reply in
 *    `window.__llBoot` = { l: locale, t: token, r: Promise<reply | undefined> } for src/api/boot-config.ts,
 *    which hands it once to the appConfig query. It writes the fingerprint and first referrer as
 *    the app would, so both agree; without storage or crypto.randomUUID it sends nothing.
 */
export const script = (strings: Record<string, Strings>, boot: BootRequest) =>
  `(function(S,B){var h={}.hasOwnProperty,d=document,m=d.cookie.match(/(?:^|;\\s*)locale=([^;]*)/),` +
  `c=m&&decodeURIComponent(m[1]),n=navigator,l=(n.languages||[]).concat(n.language||[]),i,b,s,C,f,t,r,H;` +
  `if(!h.call(S,c))for(c='en',i=0;i<l.length;i++){b=String(l[i]).toLowerCase().split(/[-_]/)[0];` +
  `if(b=='pt'){c='pt-BR';break}if(b=='es'||b=='en'){c=b;break}}` +
  `d.documentElement.lang=c;d.querySelectorAll('#boot [data-t]').forEach(function(e){` +
  `e.textContent=S[c][e.getAttribute('data-t')]});` +
  `if(B.css&&location.pathname=='/')try{b=JSON.parse(localStorage.getItem(B.snapshotKey));` +
  `if(b&&b.css==B.css&&b.l==c&&typeof b.h=='string'){i=d.createElement('link');i.rel='stylesheet';` +
  `i.href=B.css;i.crossOrigin='';i.setAttribute('blocking','render');d.head.appendChild(i);i=d.createElement('div');` +
  `i.id='snap';i.innerHTML=b.h;b=d.getElementById('boot');b.after(i);b.hidden=true}}catch(e){}` +
  `if(h.call(B.chunks,c)&&(c!='en'||location.pathname!='/')){b=d.createElement('link');b.rel='modulepreload';b.href=B.chunks[c];d.head.appendChild(b)}` +
  `try{s=localStorage;C=crypto;if(!C.randomUUID)return;f=s.getItem(B.keys.fingerprint);` +
  `t=s.getItem(B.keys.token)||null;r=s.getItem(B.keys.referrer);` +
  `if(!f||f.length>64)s.setItem(B.keys.fingerprint,f=C.randomUUID());` +
  `if(r===null)s.setItem(B.keys.referrer,r=d.referrer.slice(0,2048));` +
  `H={'content-type':'application/json','accept-language':c,fingerprint:f,'idempotency-key':C.randomUUID()};` +
  `if(t)H.authorization='Bearer '+t;b=(n.connection||{}).effectiveType;i=new AbortController;` +
  `setTimeout(function(){i.abort()},b=='slow-2g'||b=='2g'?B.timeouts.slow:b=='3g'?B.timeouts['3g']:B.timeouts.default);` +
  `window.__llBoot={l:c,t:t,r:fetch(B.url,{method:'POST',headers:H,signal:i.signal,body:JSON.stringify({appId:B.appId,` +
  `channel:B.channel,clientReferrer:r,platform:matchMedia(B.desktopQuery).matches?1:0,appVersion:B.appVersion})})` +
  `.then(function(x){return x.json()}).catch(function(){})}}catch(e){}})` +
  `(${JSON.stringify(strings).replaceAll('<', '\\u003c')},${JSON.stringify(boot).replaceAll('<', '\\u003c')})`

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;')

const markup = (en: Strings, js: string) =>
  `<header><i></i><span data-t="appName">${escapeHtml(en.appName)}</span></header>` +
  `<main><p role="status" data-t="loading">${escapeHtml(en.loading)}</p>` +
  `<p class="s" data-t="slow">${escapeHtml(en.slow)}</p>` +
  `<ul aria-hidden="true">${'<li></li>'.repeat(6)}</ul></main><script>${js}</script>`

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/** The inline <script> and <style> of a built index.html, hashed for the CSP. */
export function inlineHashes(html: string): { script: string[]; style: string[] } {
  const bodies = (tag: string) =>
    [...html.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => sha256(m[1] ?? ''))
  return { script: bodies('script'), style: bodies('style') }
}

/**
 * The built strings chunk of each locale (src/i18n/index.ts imports them on demand): pt-BR and es are
 * their locale files, English the rest of en.json (`virtual:locale-all/en`, vite-locale-plugin.ts).
 */
function localeChunks(bundle: Record<string, { type: string; facadeModuleId?: string | null }> = {}) {
  const chunks: Record<string, string> = {}
  for (const [fileName, item] of Object.entries(bundle)) {
    const id = item.type === 'chunk' ? (item.facadeModuleId ?? '') : ''
    const match = /[\\/]locales[\\/]([\w-]+)\.json$/.exec(id) ?? /virtual:locale-all\/(en)$/.exec(id)
    if (match?.[1]) chunks[match[1]] = `/${fileName}`
  }
  return chunks
}

export function shellPlugin(): Plugin {
  let root = process.cwd()
  let appId = 'lucky-lobby'
  return {
    name: 'lucky-lobby:shell',
    configResolved(config) {
      root = config.root
      // The APP_ID of src/api/client-info.ts.
      appId = config.env.VITE_APP_ID ?? appId
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!html.includes('<!--shell-->') || !html.includes('<!--shell-style-->')) {
          throw new Error('index.html lost its <!--shell--> or <!--shell-style--> marker')
        }
        // The app's render-blocking stylesheet(s) go after #boot: the skeleton needs none of them.
        const sheets: string[] = []
        const head = html.replace(/\s*<link rel="stylesheet"[^>]*>/g, (link) => {
          sheets.push(link.trim())
          return ''
        })
        const css = sheets[0]?.match(/href="([^"]+)"/)?.[1] ?? ''
        // Read again on every request of the dev server, so edited strings show without a restart.
        const strings = readStrings(root)
        const js = script(strings, bootRequest(appId, localeChunks(ctx.bundle), css))
        const en = strings.en as Strings
        return head
          .replace('<!--shell-style-->', `<style>${STYLE}</style>`)
          .replace('<!--shell-->', markup(en, js))
          .replace('<!--shell-sheets-->', sheets.join(''))
      },
    },
    // After vite:build-html has written index.html: hash the inline code that is really in it.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html']
        if (html?.type !== 'asset') throw new Error('no index.html in the bundle to hash for the CSP')
        const hashes = inlineHashes(String(html.source))
        if (hashes.script.length !== 1 || hashes.style.length !== 1) {
          throw new Error('index.html should hold exactly one inline <script> and one inline <style>')
        }
        this.emitFile({
          type: 'asset',
          fileName: CSP_FILE,
          source: `${JSON.stringify({ 'script-src': hashes.script, 'style-src': hashes.style }, null, 2)}\n`,
        })
      },
    },
  }
}
