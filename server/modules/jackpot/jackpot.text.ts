/** A nickname as other players see it: first and last character kept, the rest starred. */
export function maskNickname(nickname: string): string {
  const chars = [...nickname]
  if (chars.length <= 1) return '*'
  if (chars.length === 2) return `${chars[0]}*`
  return `${chars[0]}***${chars[chars.length - 1]}`
}
