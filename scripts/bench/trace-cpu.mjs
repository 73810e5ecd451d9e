// Where a Lighthouse trace's time went beyond the page's main-thread wall time, for bench-lighthouse.mjs:
// the page's main thread as wall time and as CPU time, and the compositor's CPU time (all real, not
// multiplied by Lighthouse's simulated 4x slowdown). On this 2-core machine the main thread's tasks
// took 2.5-3x their CPU time while the compositor and the browser process had the cores
// (docs/perf-log.md, 2026-11-27): a page can miss "main-thread work" by waiting, not only by working.

/** Wall and CPU time of a thread's outermost complete events ('X'), in ms. */
function outermost(events) {
  events.sort((a, b) => a.ts - b.ts || b.dur - a.dur)
  let end = 0
  let wall = 0
  let cpu = 0
  for (const e of events) {
    if (e.ts < end) continue
    end = e.ts + e.dur
    wall += e.dur
    cpu += e.tdur ?? 0
  }
  return { wall: wall / 1000, cpu: cpu / 1000 }
}

/** { mainWall, mainCpu, compositorCpu } in ms; null when the trace has no renderer main thread. */
export function threadTimes(trace) {
  const events = trace?.traceEvents ?? []
  const names = new Map()
  const byThread = new Map()
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`
    if (e.ph === 'M' && e.name === 'thread_name') names.set(key, e.args?.name)
    else if (e.ph === 'X' && typeof e.dur === 'number') {
      const list = byThread.get(key)
      if (list) list.push(e)
      else byThread.set(key, [e])
    }
  }
  const threads = (name) => [...names].filter(([, n]) => n === name).map(([key]) => byThread.get(key) ?? [])
  // The page's renderer is the busiest one (others are about:blank and Chromium's own pages).
  const main = threads('CrRendererMain').sort((a, b) => b.length - a.length)[0]
  if (!main) return null
  const page = outermost(main)
  const compositorCpu = threads('VizCompositorThread').reduce((sum, list) => sum + outermost(list).cpu, 0)
  return { mainWall: page.wall, mainCpu: page.cpu, compositorCpu }
}
