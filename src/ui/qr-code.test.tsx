import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { QrCode, QUIET_ZONE, qrPath } from './qr-code.tsx'

/** The dark modules of a rendered path, as "row,col" without the quiet zone. */
function darkSet(path: string): Set<string> {
  const dark = new Set<string>()
  for (const m of path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    dark.add(`${Number(m[2]) - QUIET_ZONE},${Number(m[1]) - QUIET_ZONE}`)
  }
  return dark
}

/** ISO/IEC 18004 finder pattern at (top, left): 7x7 dark ring, light ring, dark 3x3 centre. */
function expectFinder(dark: Set<string>, top: number, left: number) {
  for (let r = 0; r < 7; r++) {
    for (let c = 0; c < 7; c++) {
      const ring = Math.max(Math.abs(r - 3), Math.abs(c - 3))
      expect(dark.has(`${top + r},${left + c}`), `finder (${top},${left}) module ${r},${c}`).toBe(ring !== 2)
    }
  }
}

// An invite link of 49 bytes: byte mode at level M holds 42 bytes in version 3 and 62 in version 4
// (ISO/IEC 18004 table 7), so the symbol is version 4: 17 + 4 x 4 = 33 modules a side.
const LINK = 'https://example.com/auth/register?inviteCode=ABC1'

describe('qrPath', () => {
  it('picks the smallest version that holds the text at level M', () => {
    expect(LINK).toHaveLength(49)
    expect(qrPath(LINK).modules).toBe(33)
    expect(qrPath('A').modules).toBe(21)
  })

  it('draws the function patterns where the standard puts them', () => {
    const { path, modules } = qrPath(LINK)
    const dark = darkSet(path)
    expectFinder(dark, 0, 0)
    expectFinder(dark, 0, modules - 7)
    expectFinder(dark, modules - 7, 0)
    // Timing patterns: row 6 and column 6 alternate between the finders, dark on even indexes.
    for (let i = 8; i < modules - 8; i++) {
      expect(dark.has(`6,${i}`)).toBe(i % 2 === 0)
      expect(dark.has(`${i},6`)).toBe(i % 2 === 0)
    }
    // The dark module beside the bottom-left finder: row 4V + 9, column 8.
    expect(dark.has(`${4 * 4 + 9},8`)).toBe(true)
  })

  it('encodes different links differently', () => {
    expect(qrPath(`${LINK}`).path).not.toBe(qrPath('https://example.com/auth/register?inviteCode=ABC2').path)
  })
})

describe('QrCode', () => {
  it('is one named image with the quiet zone in its view box', () => {
    render(<QrCode value={LINK} label="QR code of your invite link" />)
    const img = screen.getByRole('img', { name: 'QR code of your invite link' })
    expect(img.getAttribute('viewBox')).toBe('0 0 41 41')
  })
})
