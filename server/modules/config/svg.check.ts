/**
 * Test helper: a strict-enough XML well-formedness check for our generated SVG (balanced tags, quoted
 * attributes, no stray '<' or '&' in text). Returns the first problem, or null.
 */
export function svgProblem(svg: string): string | null {
  if (!svg.startsWith('<svg ') || !svg.endsWith('</svg>')) return 'not a single <svg> element'
  const stack: string[] = []
  const token = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/y
  const text = /[^<]*/y
  let i = 0
  while (i < svg.length) {
    text.lastIndex = i
    const chunk = text.exec(svg)?.[0] ?? ''
    if (/&(?!(?:amp|lt|gt|quot|apos|#\d+);)/.test(chunk)) return `unescaped '&' near ${i}`
    if (chunk.includes('>')) return `stray '>' near ${i}`
    i += chunk.length
    if (i >= svg.length) break
    token.lastIndex = i
    const m = token.exec(svg)
    if (!m) return `malformed tag near ${i}: ${svg.slice(i, i + 40)}`
    const [whole, closing, name = '', , selfClosing] = m
    if (closing) {
      if (stack.pop() !== name) return `unbalanced </${name}> near ${i}`
    } else if (!selfClosing) stack.push(name)
    i += whole.length
  }
  return stack.length === 0 ? null : `unclosed <${stack.join('>, <')}>`
}
