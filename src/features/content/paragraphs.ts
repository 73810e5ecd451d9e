export interface Paragraph {
  /** A short leading label ("Your rights:") shown in bold, when the paragraph opens with one. */
  lead: string | null
  text: string
}

const MAX_LEAD_WORDS = 5
const LEAD = /^([^.:!?\n]{2,40}):\s+(.+)$/s

/** Content bodies are plain text; a blank line (any whitespace between) separates paragraphs. */
export function splitParagraphs(body: string): Paragraph[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => {
      const [, lead, text] = LEAD.exec(p) ?? []
      // A label is short ("Your rights", "How long we keep it"); a longer clause before a colon is prose.
      return lead && text && lead.trim().split(/\s+/).length <= MAX_LEAD_WORDS
        ? { lead, text }
        : { lead: null, text: p }
    })
}
