import { useId } from 'react'

/**
 * The built-in avatars '1'..'12' (updateProfile accepts only these): our own simple shapes on
 * colour discs, drawn inline so they cost no request and work offline.
 */
interface AvatarArt {
  from: string
  to: string
  /** One path on a 64x64 grid, drawn in `ink`. */
  d: string
  ink: string
}

const STAR = 'M32 12l5.9 12.6 13.8 1.6-10.2 9.4 2.8 13.6L32 42.3l-12.3 6.9 2.8-13.6-10.2-9.4 13.8-1.6z'
const DIAMOND = 'M32 10l16 22-16 22-16-22z'
const MOON = 'M38 12a20 20 0 1 0 14 32A16 16 0 0 1 38 12z'
const HEART = 'M32 50S12 38 12 25a10 10 0 0 1 20-3 10 10 0 0 1 20 3c0 13-20 25-20 25z'
const CLOVER =
  'M32 30a9 9 0 1 1 0-16 9 9 0 1 1 0 16zm0 0a9 9 0 1 1 16 0 9 9 0 1 1-16 0zm0 0a9 9 0 1 1-16 0 9 9 0 1 1 16 0zm-2 0h4v22h-4z'
const CROWN = 'M12 44l4-24 10 10 6-14 6 14 10-10 4 24z'
const BOLT = 'M36 8L16 36h14l-4 20 22-30H34z'
const DROP = 'M32 10s16 18 16 30a16 16 0 0 1-32 0c0-12 16-30 16-30z'
const TRIANGLE = 'M32 12l22 38H10z'
const HEXAGON = 'M32 10l19 11v22L32 54 13 43V21z'
const SPADE = 'M32 10s18 14 18 26a9 9 0 0 1-16 5l3 11h-10l3-11a9 9 0 0 1-16-5c0-12 18-26 18-26z'
const SUN =
  'M32 22a10 10 0 1 1 0 20 10 10 0 1 1 0-20zM30 8h4v8h-4zm0 40h4v8h-4zM8 30h8v4H8zm40 0h8v4h-8zM14 17l3-3 6 6-3 3zm27 27l3-3 6 6-3 3zM14 47l6-6 3 3-6 6zm27-27l6-6 3 3-6 6z'

export const AVATARS: Record<string, AvatarArt> = {
  '1': { from: '#ff9a3c', to: '#ff3c6e', d: STAR, ink: '#fff7e0' },
  '2': { from: '#3cc8ff', to: '#3c5bff', d: DIAMOND, ink: '#e8f6ff' },
  '3': { from: '#6a3cff', to: '#2b1a6b', d: MOON, ink: '#ffe38a' },
  '4': { from: '#ff5f8f', to: '#b3124a', d: HEART, ink: '#ffe3ec' },
  '5': { from: '#3cdc8c', to: '#137a4b', d: CLOVER, ink: '#eafff3' },
  '6': { from: '#ffd23c', to: '#d98a00', d: CROWN, ink: '#5a3200' },
  '7': { from: '#2d2d4a', to: '#12122a', d: BOLT, ink: '#ffe03c' },
  '8': { from: '#4fe3e3', to: '#1b8aa8', d: DROP, ink: '#f0ffff' },
  '9': { from: '#ff7a3c', to: '#a8321b', d: TRIANGLE, ink: '#fff0e3' },
  '10': { from: '#b77bff', to: '#6a2bd9', d: HEXAGON, ink: '#f6edff' },
  '11': { from: '#9aa3b8', to: '#3a4257', d: SPADE, ink: '#ffffff' },
  '12': { from: '#ffb13c', to: '#ff6a00', d: SUN, ink: '#fffbe8' },
}
export const AVATAR_IDS = Object.keys(AVATARS)
export const DEFAULT_AVATAR = '1'

export function Avatar({ id, size = 64, label }: { id: string; size?: number; label?: string }) {
  const gradient = useId()
  const art = AVATARS[id] ?? AVATARS[DEFAULT_AVATAR]
  if (!art) return null
  return (
    <svg
      viewBox="0 0 64 64"
      width={size}
      height={size}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={art.from} />
          <stop offset="1" stopColor={art.to} />
        </linearGradient>
      </defs>
      <circle cx="32" cy="32" r="32" fill={`url(#${gradient})`} />
      <path d={art.d} fill={art.ink} />
    </svg>
  )
}
