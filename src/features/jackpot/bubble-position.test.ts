import { beforeEach, describe, expect, it } from 'vitest'
import {
  clampToViewport,
  defaultPosition,
  loadPosition,
  movedByKey,
  savePosition,
} from './bubble-position.ts'

describe('bubble position', () => {
  beforeEach(() => localStorage.clear())

  it('stays inside the viewport (60 px bubble)', () => {
    expect(clampToViewport({ x: -20, y: 900 }, 360, 740)).toEqual({ x: 0, y: 680 })
    expect(clampToViewport({ x: 500, y: -1 }, 360, 740)).toEqual({ x: 300, y: 0 })
    expect(clampToViewport({ x: 120, y: 200 }, 360, 740)).toEqual({ x: 120, y: 200 })
  })

  it('starts at the right edge above the tab bar, and remembers where it was dropped', () => {
    // 360 - 60 - 12 = 288; 740 - 60 - 150 = 530.
    expect(defaultPosition(360, 740)).toEqual({ x: 288, y: 530 })
    expect(loadPosition(360, 740)).toEqual({ x: 288, y: 530 })
    savePosition({ x: 40.4, y: 100.6 })
    expect(loadPosition(360, 740)).toEqual({ x: 40, y: 101 })
    // A smaller window later: pulled back inside.
    savePosition({ x: 1200, y: 700 })
    expect(loadPosition(360, 640)).toEqual({ x: 300, y: 580 })
    localStorage.setItem('ll.jackpotBubble', 'not json')
    expect(loadPosition(360, 740)).toEqual({ x: 288, y: 530 })
  })

  it('moves 24 px per arrow key, never out of the viewport; other keys do not move it', () => {
    const at = { x: 288, y: 530 }
    expect(movedByKey(at, 'ArrowLeft', 360, 740)).toEqual({ x: 264, y: 530 })
    expect(movedByKey(at, 'ArrowUp', 360, 740)).toEqual({ x: 288, y: 506 })
    expect(movedByKey(at, 'ArrowDown', 360, 740)).toEqual({ x: 288, y: 554 })
    // 288 + 24 would put the 60 px bubble past 360: it stops at the edge (300).
    expect(movedByKey(at, 'ArrowRight', 360, 740)).toEqual({ x: 300, y: 530 })
    expect(movedByKey({ x: 10, y: 5 }, 'ArrowUp', 360, 740)).toEqual({ x: 10, y: 0 })
    expect(movedByKey(at, 'Enter', 360, 740)).toBeNull()
    expect(movedByKey(at, 'a', 360, 740)).toBeNull()
  })
})
