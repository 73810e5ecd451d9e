import s from './red-dot.module.css'

/**
 * A red dot: something is waiting for the player there. The dot is decoration; `label` ('New reward')
 * is read out to screen readers as part of the link it sits in.
 */
export function RedDot({ label, inline = false }: { label: string; inline?: boolean }) {
  return (
    <span className={`${s.dot} ${inline ? s.inline : ''}`} data-red-dot="">
      {/* The space keeps the label a word of its own in the link's name ("Promos New reward"). */}
      <span className="visually-hidden">{` ${label}`}</span>
    </span>
  )
}
