import s from './jackpot.module.css'

/** The rules the server sends in the player's language: plain text, paragraphs split by a blank line. */
export function RulesText({ body }: { body: string }) {
  return (
    <div className={s.rules}>
      {body.split(/\n\s*\n/).map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed text, split once; the order is the identity.
        <p key={i}>{p}</p>
      ))}
    </div>
  )
}
