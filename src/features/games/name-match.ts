/**
 * Typo-tolerant name search, offline over the catalogue the app holds. Pure and dependency-free.
 *
 * A name matches when every word of the query matches it: as a substring of the folded name, or, failing
 * that, as a word of the name within a small Damerau-Levenshtein distance (0 below 4 letters, 1 for 4-7,
 * 2 for 8 and more: 'blackjak' finds Blackjack, 'roulete' finds Roulette). Results rank prefix matches
 * (every word starts a word of the name) before other substring matches, and those before fuzzy ones;
 * within a rank, the items' own order. Names are folded and split once per catalogue
 * (`buildNameIndex`); a keystroke compares the query's words with the catalogue's distinct words only.
 */

/** Accent-, case- and space-insensitive form: NFD, combining marks removed, lower case, spaces collapsed. */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLocaleLowerCase('en')
    .replace(/\s+/g, ' ')
    .trim()
}

/** The words of a folded text: runs of letters and digits ("hold'em" is "hold" and "em"). */
function wordsOf(folded: string): string[] {
  return folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
}

/** How many edits a query word of this length may be away from a word of the name. */
export function allowedEdits(length: number): number {
  if (length >= 8) return 2
  if (length >= 4) return 1
  return 0
}

/**
 * Optimal-string-alignment Damerau-Levenshtein distance of `a` and `b` (insertions, deletions,
 * substitutions, adjacent swaps), or `max + 1` as soon as it must exceed `max`.
 */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  const n = b.length
  let before = new Array<number>(n + 1).fill(0)
  let prev = Array.from({ length: n + 1 }, (_, j) => j)
  let cur = new Array<number>(n + 1).fill(0)
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i
    let rowMin = i
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let d = Math.min((prev[j] ?? 0) + 1, (cur[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, (before[j - 2] ?? 0) + 1)
      }
      cur[j] = d
      if (d < rowMin) rowMin = d
    }
    if (rowMin > max) return max + 1
    ;[before, prev, cur] = [prev, cur, before]
  }
  return prev[n] ?? 0
}

interface Entry<T> {
  item: T
  name: string
  words: string[]
}

export interface NameIndex<T> {
  readonly entries: readonly Entry<T>[]
  /** Every distinct word of every name, for the fuzzy pass. */
  readonly vocabulary: readonly string[]
}

/** Folds and splits every name once; build it once per catalogue, not per keystroke. */
export function buildNameIndex<T>(items: readonly T[], nameOf: (item: T) => string): NameIndex<T> {
  const vocabulary = new Set<string>()
  const entries = items.map((item) => {
    const name = normalise(nameOf(item))
    const words = wordsOf(name)
    for (const w of words) vocabulary.add(w)
    return { item, name, words }
  })
  return { entries, vocabulary: [...vocabulary] }
}

const PREFIX = 0
const SUBSTRING = 1
const FUZZY = 2

/** The items whose names match `query`, best first (prefix, substring, fuzzy); all of them for ''. */
export function matchNames<T>(index: NameIndex<T>, query: string): T[] {
  const q = normalise(query)
  const words = wordsOf(q)
  if (words.length === 0) return index.entries.map((e) => e.item)
  // Per query word, the catalogue's words close enough to it: one pass over the vocabulary.
  const near = words.map((w) => {
    const max = allowedEdits(w.length)
    return new Set(max === 0 ? [] : index.vocabulary.filter((v) => editDistance(w, v, max) <= max))
  })
  const ranked: Array<{ item: T; rank: number; at: number }> = []
  index.entries.forEach((e, at) => {
    let rank = e.name.startsWith(q) ? PREFIX : -1
    if (rank < 0) {
      rank = PREFIX
      for (let i = 0; i < words.length; i++) {
        const w = words[i] ?? ''
        if (e.words.some((x) => x.startsWith(w))) continue
        if (e.name.includes(w)) rank = Math.max(rank, SUBSTRING)
        else if (e.words.some((x) => near[i]?.has(x))) rank = FUZZY
        else return
      }
    }
    ranked.push({ item: e.item, rank, at })
  })
  return ranked.sort((a, b) => a.rank - b.rank || a.at - b.at).map((r) => r.item)
}
