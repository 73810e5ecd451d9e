// Lighthouse figures of the app's pages beside a bare page of the same stack (DESIGN 7: Lighthouse mobile
// >= 0.95, main-thread work <= 2x the bare stack's in the same run). Prints a table; it is not a test
// and exits 0 whatever the verdict (2 only when it could not run: a build, a server or every Lighthouse
// run failed).
// Usage: node scripts/bench/bench-lighthouse.mjs [appDistDir...] [--runs N] [--pages /,/faq] [--traces dir]
//   (npm run bench:lighthouse -- [appDistDir...] ...)
//   appDistDir: a production build of the app (`npx vite build --outDir /tmp/d`); without it the bench
//   builds one into a temporary folder. Given two or more (a before and an after), each is served by its
//   own server and measured in the same rounds, its pages named `<folder name>:<path>`. The baseline (scripts/bench/lighthouse-baseline/: React 19 +
//   TanStack Router + Query listing the catalogue's 63 game names, fetched from our server's
//   anonymous/appConfig like the lobby's) is always built, by the same Vite, with the same target and
//   the same precompression plugin. So is the card stack (scripts/bench/lighthouse-card-baseline/): the
//   same page plus what the design card asks of every page, started as the app starts it (i18next, the
//   query cache restored through the sync storage persister, the comlink worker with its Dexie queue, the
//   app's service worker and its precache): its row, and the 'x card stack' column, show how much of the
//   2x budget the card's own parts take before any screen of the spec is drawn.
//   --runs: rounds (default 2); --pages: the app's paths (default /,/game/search,/faq); --traces: write
//   each run's trace (open it in Chromium's DevTools, Performance panel) and its Lighthouse JSON there.
// Serving: each build is served by our real server (server/main.ts, as `npm run serve` runs it), each on
// its own port with PGlite in its own temporary DATA_DIR, migrated and seeded as `npm start` does. So the
// baseline gets exactly the app's static serving (the .br files written at build time, the same headers
// and CSP) and the same API for its one request: the only difference between the two is the page.
// Measuring: Lighthouse (the npm package, 12.8: version 13 needs Node 22) on Debian's Chromium, its
// default mobile config (simulated throttling: 150 ms RTT, 1.6 Mbit/s, CPU 4x slower; moto g power
// screen), performance category only. Cold: every run launches Chromium with a fresh profile
// (chrome-launcher's temporary user-data-dir) and Lighthouse clears the origin's storage first; no
// service worker exists yet. Runs are interleaved, baseline first then the app's pages, the order of the
// app's pages rotating each round, so drift on this shared machine falls on every page alike. The ratio
// column is a page's main-thread work over the baseline's in the same round.
// Main-thread work is Lighthouse's mainthread-work-breakdown total, which under simulated throttling is
// the trace's main-thread time multiplied by the CPU slowdown (4).
import { execFileSync, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { loadavg, tmpdir } from 'node:os'
import { basename, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumLaunchOptions } from '../tools/chromium.mjs'
import { threadTimes } from './trace-cpu.mjs'

const repo = fileURLToPath(new URL('../../', import.meta.url))
const BASELINE_CONFIG = join(repo, 'scripts/bench/lighthouse-baseline/vite.config.ts')
const CARD_STACK_CONFIG = join(repo, 'scripts/bench/lighthouse-card-baseline/vite.config.ts')
const CARD_STACK = 'card stack'
const TARGET = { score: 0.95, tbt: 200, ratio: 2 }

function parseArgs(argv) {
  const args = { dists: [], runs: 2, pages: ['/', '/game/search', '/faq'], traces: null }
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]
    if (a === '--runs') args.runs = Math.max(1, Number(argv[++i]) || 2)
    else if (a === '--pages') args.pages = String(argv[++i]).split(',').filter(Boolean)
    else if (a === '--traces') args.traces = resolve(String(argv[++i]))
    else args.dists.push(resolve(a))
  }
  return args
}

const args = parseArgs(process.argv.slice(2))
const scratch = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'))
const servers = []

function build(outDir, config) {
  const viteArgs = ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error']
  if (config) viteArgs.push('--config', config)
  execFileSync('npx', viteArgs, { cwd: repo, stdio: ['ignore', 'ignore', 'inherit'] })
}

const freePort = () =>
  new Promise((done, fail) => {
    const probe = createServer()
    probe.once('error', fail)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => done(port))
    })
  })

/** Our server on a build, PGlite in a fresh data dir (migrated and seeded at start); resolves its URL. */
async function startServer(name, distDir) {
  const port = await freePort()
  const dataDir = join(scratch, `data-${name}`)
  const log = []
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repo,
    // OUTBOX_POLL_MS=0: no outbox consumers. The pages measured move no money, and each idle server's 15
    // consumers polling PGlite every 200 ms took ~17% of a core, beside the browser on this 2-core machine.
    env: {
      ...process.env,
      DIST_DIR: distDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      OUTBOX_POLL_MS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (d) => log.push(String(d)))
  servers.push(child)
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 180_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break
    const ok = await fetch(`${url}/`)
      .then((r) => r.ok)
      .catch(() => false)
    if (ok) return url
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`the ${name} server did not answer on ${url}:\n${log.join('').slice(-2000)}`)
}

// Chromium 156 in headless mode loads its omnibox popup, two WebUI pages with their own animations, in a
// renderer of their own during a run (0.46-0.60 s of CPU in some traces of 2026-11-30): noise on a 2-core
// machine that falls harder on a longer load. chrome-launcher's own --disable-features list is kept, since
// Chromium reads only the last one given.
const DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']
const chromeFlags = [
  ...chromeLauncher.Launcher.defaultFlags().map((flag) =>
    flag.startsWith('--disable-features=') ? `${flag},${DISABLED_FEATURES.join(',')}` : flag,
  ),
  '--headless=new',
  ...chromiumLaunchOptions.args,
]

/** One cold Lighthouse run: a new Chromium with a fresh profile, closed afterwards. */
async function lighthouseRun(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags,
    ignoreDefaultFlags: true,
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    })
    if (!result) throw new Error('Lighthouse returned nothing')
    const { lhr, artifacts } = result
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`)
    const audit = (id) => lhr.audits[id]?.numericValue ?? null
    const breakdown = lhr.audits['mainthread-work-breakdown']
    return {
      score: lhr.categories.performance.score,
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      tti: audit('interactive'),
      work: breakdown?.numericValue ?? null,
      groups: Object.fromEntries((breakdown?.details?.items ?? []).map((i) => [i.groupLabel, i.duration])),
      threads: threadTimes(artifacts?.Trace),
      environment: { ...lhr.environment, lighthouseVersion: lhr.lighthouseVersion },
      warnings: lhr.runWarnings,
      lhr,
      trace: artifacts?.Trace,
    }
  } finally {
    chrome.kill()
  }
}

const sec = (ms) => (ms === null ? '-' : `${(ms / 1000).toFixed(1)} s`)
const msText = (ms) => (ms === null ? '-' : `${Math.round(ms).toLocaleString('en')} ms`)
const mean = (values) => {
  const known = values.filter((v) => typeof v === 'number')
  return known.length === 0 ? null : known.reduce((a, b) => a + b, 0) / known.length
}
const table = (rows, widths) => {
  for (const cells of rows)
    console.log(cells.map((c, i) => (i < widths.length ? String(c).padEnd(widths[i]) : c)).join('  '))
}

function gitCommit() {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repo }).toString().trim()
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: repo })
      .toString()
      .trim()
    return dirty ? `${head} (with uncommitted edits)` : head
  } catch {
    return 'unknown'
  }
}

async function main() {
  const commit = gitCommit()
  const loadBefore = loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')
  const apps = args.dists.map((dir) => ({ dir, label: basename(dir) }))
  try {
    if (apps.length === 0) {
      const dir = join(scratch, 'app')
      console.log(`building the app into ${dir} ...`)
      build(dir)
      apps.push({ dir, label: 'app' })
    }
    console.log('building the baseline and the card stack ...')
    build(join(scratch, 'baseline'), BASELINE_CONFIG)
    build(join(scratch, 'card-stack'), CARD_STACK_CONFIG)
  } catch (err) {
    console.error(`build failed: ${err.message}`)
    return 2
  }
  if (new Set(apps.map((a) => a.label)).size < apps.length) {
    for (const [i, app] of apps.entries()) app.label = `${i + 1}`
  }

  let baseUrl
  let cardStackUrl
  try {
    const urls = await Promise.all([
      startServer('baseline', join(scratch, 'baseline')),
      startServer('card-stack', join(scratch, 'card-stack')),
      ...apps.map((app, i) => startServer(`app${i}`, app.dir)),
    ])
    ;[baseUrl, cardStackUrl] = urls
    for (const [i, app] of apps.entries()) app.url = urls[i + 2]
  } catch (err) {
    console.error(err.message)
    return 2
  }

  if (args.traces) mkdirSync(args.traces, { recursive: true })
  /** Every app page of every build: name as printed, and URL. */
  const entries = apps.flatMap((app) =>
    args.pages.map((path) => ({
      name: apps.length > 1 ? `${app.label}:${path}` : path,
      url: `${app.url}${path}`,
    })),
  )
  const names = ['baseline', CARD_STACK, ...entries.map((e) => e.name)]
  /** results[name][round] */
  const results = Object.fromEntries(names.map((n) => [n, []]))
  let environment = null
  const references = [
    { name: 'baseline', url: `${baseUrl}/` },
    { name: CARD_STACK, url: `${cardStackUrl}/` },
  ]
  for (let round = 0; round < args.runs; round++) {
    const order = entries.map((_, i) => entries[(i + round) % entries.length])
    for (const { name, url } of [...references, ...order]) {
      const started = Date.now()
      // Lighthouse sometimes loses the trace's navigation start on a loaded machine: one retry.
      const run = await lighthouseRun(url)
        .catch(() => lighthouseRun(url))
        .catch((err) => ({ error: err.message }))
      results[name][round] = run
      if (run.error) {
        console.log(`round ${round + 1} ${name}: failed (${run.error})`)
        continue
      }
      environment ??= run.environment
      console.log(`round ${round + 1} ${name}: done in ${((Date.now() - started) / 1000).toFixed(0)} s`)
      if (args.traces) {
        const file = `${name
          .replace(/(^|:)\/$/, '$1lobby')
          .replace(/^\//, '')
          .replace(/[^\w-]+/g, '-')}-run${round + 1}`
        writeFileSync(join(args.traces, `${file}.trace.json`), JSON.stringify(run.trace ?? {}))
        writeFileSync(join(args.traces, `${file}.lhr.json`), JSON.stringify(run.lhr))
      }
    }
  }

  const ran = names.some((n) => results[n].some((r) => r && !r.error))
  if (!ran) {
    console.error('no Lighthouse run succeeded')
    return 2
  }

  console.log('')
  console.log(
    `Lighthouse ${environment?.lighthouseVersion ?? '?'} mobile, simulated throttling, cold; ` +
      `${args.runs} interleaved rounds; checkout at ${commit}; app builds: ${apps.map((a) => (a.label === 'app' ? 'built now' : a.dir)).join(', ')}`,
  )
  console.log(
    `Chromium: ${environment?.hostUserAgent?.match(/Chrome\/[\d.]+/)?.[0] ?? '?'}; ` +
      `Lighthouse benchmarkIndex ${environment?.benchmarkIndex ?? '?'}; ` +
      `load average before ${loadBefore}, after ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  )
  console.log('')
  const width = Math.max(14, ...names.map((n) => n.length))
  const rows = [['page', 'round', 'score', 'LCP', 'TBT', 'TTI', 'main-thread', 'x baseline']]
  for (const name of names) {
    for (let round = 0; round < args.runs; round++) {
      const r = results[name][round]
      const base = results.baseline[round]
      if (!r || r.error) {
        rows.push([name, round + 1, 'failed'])
        continue
      }
      const ratio = base && !base.error && base.work ? (r.work / base.work).toFixed(2) : '-'
      rows.push([
        name,
        round + 1,
        r.score?.toFixed(2) ?? '-',
        sec(r.lcp),
        msText(r.tbt),
        sec(r.tti),
        sec(r.work),
        ratio,
      ])
    }
  }
  table(rows, [width, 5, 5, 7, 9, 7, 11])

  console.log('')
  console.log(
    `Means over the rounds (x baseline: mean over mean), against the targets (score >= ${TARGET.score}, TBT <= ${TARGET.tbt} ms, ` +
      `main-thread work <= ${TARGET.ratio}x the baseline's):`,
  )
  const summary = [['page', 'score', 'TBT', 'main-thread', 'x baseline', 'x card stack', 'verdict']]
  const meanWork = (name) => mean(results[name].filter((r) => r && !r.error).map((r) => r.work))
  // The ratio of the means: the baseline's few hundred ms swing more, run to run, than the pages do.
  const baseWork = meanWork('baseline')
  const cardWork = meanWork(CARD_STACK)
  for (const name of names) {
    const ok = results[name].filter((r) => r && !r.error)
    const score = mean(ok.map((r) => r.score))
    const tbt = mean(ok.map((r) => r.tbt))
    const work = meanWork(name)
    const ratio = work !== null && baseWork ? work / baseWork : null
    const cardRatio = work !== null && cardWork ? work / cardWork : null
    const missed = []
    if (score !== null && score < TARGET.score) missed.push('score')
    if (tbt !== null && tbt > TARGET.tbt) missed.push('TBT')
    if (name !== 'baseline' && ratio !== null && ratio > TARGET.ratio) missed.push('main-thread')
    summary.push([
      name,
      score?.toFixed(2) ?? '-',
      msText(tbt),
      sec(work),
      name === 'baseline' ? '1.00' : (ratio?.toFixed(2) ?? '-'),
      cardRatio?.toFixed(2) ?? '-',
      ok.length === 0 ? 'no run' : missed.length === 0 ? 'OK' : `MISSED ${missed.join(', ')}`,
    ])
  }
  table(summary, [width, 5, 9, 11, 10, 12])

  // The same runs as measured on this machine, not simulated: how much of the page's main-thread wall
  // time was its own CPU, and how busy the compositor kept the other core (scripts/bench/trace-cpu.mjs).
  console.log('')
  console.log('Real time in the traces (means; not multiplied by the simulated 4x slowdown):')
  const real = [['page', 'main wall', 'main CPU', 'CPU x baseline', 'compositor CPU']]
  const baseCpu = mean(results.baseline.map((r) => r?.threads?.mainCpu))
  for (const name of names) {
    const t = results[name].map((r) => r?.threads).filter(Boolean)
    const cpu = mean(t.map((x) => x.mainCpu))
    real.push([
      name,
      msText(mean(t.map((x) => x.mainWall))),
      msText(cpu),
      cpu !== null && baseCpu ? (cpu / baseCpu).toFixed(2) : '-',
      msText(mean(t.map((x) => x.compositorCpu))),
    ])
  }
  table(real, [width, 9, 9, 14])

  console.log('')
  console.log('Main-thread work by category (mean over the rounds, the top five):')
  for (const name of names) {
    const ok = results[name].filter((r) => r && !r.error)
    const labels = [...new Set(ok.flatMap((r) => Object.keys(r.groups)))]
    const top = labels
      .map((label) => [label, mean(ok.map((r) => r.groups[label] ?? 0))])
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([label, ms]) => `${label} ${sec(ms)}`)
    console.log(`  ${name.padEnd(width)} ${top.join(', ')}`)
  }
  const warnings = [...new Set(names.flatMap((n) => results[n].flatMap((r) => r?.warnings ?? [])))]
  if (warnings.length > 0) console.log(`Lighthouse warnings: ${warnings.join(' | ')}`)
  if (args.traces) console.log(`traces and reports in ${args.traces}`)
  return 0
}

let exitCode = 2
try {
  exitCode = await main()
} catch (err) {
  console.error(err)
} finally {
  for (const child of servers) child.kill('SIGTERM')
  await Promise.all(
    servers.map((child) =>
      child.exitCode === null ? new Promise((r) => child.once('exit', r)) : Promise.resolve(),
    ),
  )
  rmSync(scratch, { recursive: true, force: true })
}
process.exit(exitCode)
