import { describe, expect, it } from 'vitest'
import { svgProblem } from './svg.check.ts'
import { escapeXml, wrapText } from './svg.ts'
import { brandLogo, gameThumbnail, lobbyBanner, typeIcon } from './thumbnail.ts'

const MOTIFS = [
  'slots',
  'crash',
  'table',
  'fishing',
  'dice',
  'lottery',
  'arcade',
  'mines',
  'roulette',
  'blackjack',
  'unknown-motif',
]

describe('generated artwork', () => {
  it('escapes names so markup in them stays text', () => {
    const svg = gameThumbnail({ id: 7, name: `<script>alert(1)</script> Tom & "Jerry's"`, motif: 'slots' })
    expect(svg).not.toContain('<script')
    expect(svg).toContain('&lt;script&gt;')
    expect(svg).toContain('&amp;')
    expect(svg).toContain('&quot;Jerry&apos;s&quot;')
    const logo = brandLogo({ id: 1, name: 'Fish & <Chips>' })
    expect(logo).toContain('Fish &amp; &lt;Chips&gt;')
    expect(logo).not.toContain('<Chips>')
    expect(typeIcon({ id: 1, name: '<b>', motif: 'dice' })).not.toContain('<b>')
    expect(svgProblem(svg)).toBeNull()
    expect(svgProblem(logo)).toBeNull()
  })

  it('has a well-formedness check that catches broken markup', () => {
    expect(svgProblem('<svg a="1"><g></svg>')).not.toBeNull()
    expect(svgProblem('<svg a="1"><text>a & b</text></svg>')).not.toBeNull()
    expect(svgProblem('<svg a="1"><text>a <b</text></svg>')).not.toBeNull()
    expect(svgProblem('<svg a=1></svg>')).not.toBeNull()
    expect(svgProblem('<svg a="1"><text>a &amp; b</text><g/></svg>')).toBeNull()
  })

  it('strips characters XML cannot carry', () => {
    expect(escapeXml('a\u0000b\u0007c\td')).toBe('abc\td')
  })

  it('is deterministic per game and differs between games', () => {
    const a = gameThumbnail({ id: 1001, name: 'Copper Canyon Gold', motif: 'slots' })
    expect(gameThumbnail({ id: 1001, name: 'Copper Canyon Gold', motif: 'slots' })).toBe(a)
    expect(gameThumbnail({ id: 1002, name: 'Copper Canyon Gold', motif: 'slots' })).not.toBe(a)
    expect(lobbyBanner()).toBe(lobbyBanner())
    expect(svgProblem(lobbyBanner())).toBeNull()
  })

  it('draws every motif at 180x240 with no active content', () => {
    for (const motif of MOTIFS) {
      const svg = gameThumbnail({ id: 42, name: 'Reef Raiders', motif })
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="180" height="240"/)
      expect(svg.endsWith('</svg>')).toBe(true)
      expect(svg).not.toMatch(/<script|<style|<foreignObject|href=|\son[a-z]+=/i)
      expect(svg).not.toMatch(/NaN|undefined|Infinity/)
      expect(svgProblem(svg)).toBeNull()
    }
  })

  it('wraps long names into at most three lines and cuts words that cannot fit', () => {
    expect(wrapText('Copper Canyon Gold', 12, 3)).toEqual(['Copper', 'Canyon Gold'])
    expect(wrapText('Supercalifragilistic', 12, 3)).toEqual(['Supercalifra', 'gilistic'])
    expect(wrapText('one two three four five six seven eight', 6, 3)).toEqual(['one', 'two', 'three…'])
  })
})
