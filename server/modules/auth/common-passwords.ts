/**
 * ASVS 6.2.4: a new password must not be a common or breached one. The list is zxcvbn's
 * `passwords-common` dictionary (about 49,000 passwords from breach corpora, ranked by frequency), shipped
 * by @zxcvbn-ts/language-common; it is decompressed into a Set once, on the first password set after
 * start (about 50 ms), not at start and never for logins.
 */
let common: Promise<ReadonlySet<string>> | null = null

function load(): Promise<ReadonlySet<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    (m) => new Set(m.dictionary['passwords-common']),
    (err: unknown) => {
      common = null // a failed load is tried again by the next call
      throw err
    },
  )
  return common
}

/**
 * Whether `password` is on the list. The list is lower-case, so the comparison is too (as zxcvbn's own
 * matcher does), and surrounding spaces do not make a listed password new: 'Password ' is 'password'.
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await load()).has(password.trim().toLowerCase())
}
