import { afterEach, describe, expect, it } from 'vitest'
import { readJson } from '../../api/storage.ts'
import { StorageKey } from '../../api/storage-keys.ts'
import {
  type LobbySnapshot,
  SNAPSHOT_MAX_CHARS,
  saveLobbySnapshot,
  snapshotMarkup,
} from './lobby-snapshot.ts'

afterEach(() => {
  localStorage.clear()
  document.body.innerHTML = ''
})

function shell(html: string): Element {
  document.body.innerHTML = `<div data-app-shell="">${html}</div>`
  return document.querySelector('[data-app-shell]') as Element
}

describe('snapshotMarkup', () => {
  it('keeps the markup but drops ids, references to ids, inline styles and unsnapshotted parts', () => {
    const el = shell(
      '<main id="main" tabindex="-1"><label for="q">Find</label><div role="tabpanel" id="p" aria-labelledby="t">' +
        '<ul style="--cols: 6"><li><a href="/game/start?gameId=1001">Copper</a></li></ul></div>' +
        '<p data-no-snapshot="">toast</p></main>',
    )
    const html = snapshotMarkup(el)
    expect(html).toContain('<a href="/game/start?gameId=1001">Copper</a>')
    expect(html).toContain('role="tabpanel"')
    expect(html).not.toMatch(/\s(id|for|tabindex|aria-labelledby|style)=/)
    expect(html).not.toContain('toast')
    // The live document is untouched.
    expect(document.getElementById('main')).not.toBeNull()
  })

  it('keeps only the first game section (the first screen)', () => {
    const sections = ['A', 'B', 'C', 'D'].map((n) => `<section><h2>${n}</h2></section>`).join('')
    const html = snapshotMarkup(shell(`<main><div role="tabpanel">${sections}</div></main>`))
    expect(html).toContain('<h2>A</h2>')
    expect(html).not.toContain('<h2>B</h2>')
    expect(html).not.toContain('<h2>C</h2>')
    expect(html).not.toContain('<h2>D</h2>')
  })
})

describe('saveLobbySnapshot', () => {
  it('stores the markup with the stylesheet and locale it belongs to', () => {
    const el = shell('<main><a href="/faq">FAQ</a></main>')
    expect(saveLobbySnapshot(el, 'pt-BR', '/assets/app-abc.css')).toBe(true)
    const stored = readJson<LobbySnapshot>(StorageKey.lobbySnapshot)
    expect(stored?.css).toBe('/assets/app-abc.css')
    expect(stored?.l).toBe('pt-BR')
    expect(stored?.h).toContain('<a href="/faq">FAQ</a>')
  })

  it('keeps nothing without a built stylesheet or when the markup is too big', () => {
    expect(saveLobbySnapshot(shell('<main>x</main>'), 'en', null)).toBe(false)
    const huge = shell(`<main>${'<p>game</p>'.repeat(SNAPSHOT_MAX_CHARS / 10)}</main>`)
    expect(saveLobbySnapshot(huge, 'en', '/assets/app-abc.css')).toBe(false)
    expect(readJson(StorageKey.lobbySnapshot)).toBeNull()
  })
})
