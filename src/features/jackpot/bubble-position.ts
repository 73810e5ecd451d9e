import { storage } from '../../api/storage.ts'

/**
 * Where the jackpot bubble sits: its top-left corner in px, kept inside the viewport and remembered in
 * localStorage (the key stays out of api/storage-keys.ts, whose map is part of the lobby's first load).
 */
export const BUBBLE_SIZE = 60
const KEY = 'll.jackpotBubble'
const MARGIN = 12
/** Above the tab bar on phones. */
const BOTTOM_GAP = 150

export interface Point {
  x: number
  y: number
}

export function clampToViewport(p: Point, width: number, height: number): Point {
  const clamp = (v: number, max: number) => Math.min(Math.max(0, v), Math.max(0, max))
  return { x: clamp(p.x, width - BUBBLE_SIZE), y: clamp(p.y, height - BUBBLE_SIZE) }
}

/** How far one arrow key moves the bubble, in px. */
const KEY_STEP = 24
const KEY_MOVES: Readonly<Record<string, Point>> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
}

/** Where an arrow key moves the bubble from `p`, kept inside the viewport; null for any other key. */
export function movedByKey(p: Point, key: string, width: number, height: number): Point | null {
  const move = KEY_MOVES[key]
  if (!move) return null
  return clampToViewport({ x: p.x + move.x * KEY_STEP, y: p.y + move.y * KEY_STEP }, width, height)
}

export function defaultPosition(width: number, height: number): Point {
  return clampToViewport(
    { x: width - BUBBLE_SIZE - MARGIN, y: height - BUBBLE_SIZE - BOTTOM_GAP },
    width,
    height,
  )
}

/** The stored place, or null when the player never moved the bubble (it then follows the window's corner). */
export function storedPosition(width: number, height: number): Point | null {
  try {
    const raw = storage()?.getItem(KEY)
    const p = raw ? (JSON.parse(raw) as Partial<Point>) : null
    if (p && Number.isFinite(p.x) && Number.isFinite(p.y)) return clampToViewport(p as Point, width, height)
  } catch {
    // A bad stored value: the default place.
  }
  return null
}

export const loadPosition = (width: number, height: number): Point =>
  storedPosition(width, height) ?? defaultPosition(width, height)

export function savePosition(p: Point): void {
  try {
    storage()?.setItem(KEY, JSON.stringify({ x: Math.round(p.x), y: Math.round(p.y) }))
  } catch {
    // Storage full or blocked: the bubble just forgets its place.
  }
}
