export interface Paragraph {
  /** A short leading label ("Your rights:") shown in bold, when the paragraph opens with one. */
  lead: string | null
  text: string
}

const LEAD = /^([^.:!?\n]{2,40}):\s+(.+)$/s

/** Content bodies are plain text; a blank line (any whitespace between) separates paragraphs. */
export function splitParagraphs(body: string): Paragraph[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => {
      const match = LEAD.exec(p)
      return match?.[1] && match[2] ? { lead: match[1], text: match[2] } : { lead: null, text: p }
    })
}
