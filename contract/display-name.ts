/**
 * Names other players read (nicknames, a social account's display name): control, format (zero-width,
 * bidi) and line or paragraph separator characters make a name unreadable or spoofable, so they are
 * refused, except where an emoji is written with them: the zero-width joiner between two pictographs
 * (👩‍💻, 👨‍👩‍👧) and the tags of a subdivision flag (🏴󠁧󠁢󠁳󠁣󠁴󠁿).
 */
const UNPRINTABLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u
const EMOJI_PART =
  /(?<=\p{Extended_Pictographic}[\u{1F3FB}-\u{1F3FF}\uFE0F]?)\u200D(?=\p{Extended_Pictographic})|(?<=\u{1F3F4})[\u{E0030}-\u{E0039}\u{E0061}-\u{E007A}]{1,6}\u{E007F}/gu
const EMOJI_PART_OR_UNPRINTABLE = new RegExp(`(${EMOJI_PART.source})|${UNPRINTABLE.source}`, 'gu')

/** True when `name` holds a character a shown name may not (see above). */
export const hasUnprintable = (name: string): boolean => UNPRINTABLE.test(name.replace(EMOJI_PART, ''))

/** `name` without the characters a shown name may not hold, its emoji kept whole. */
export const withoutUnprintable = (name: string): string =>
  name.replace(EMOJI_PART_OR_UNPRINTABLE, (_, emojiPart: string | undefined) => emojiPart ?? '')
