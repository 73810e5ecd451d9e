import { type ReactNode, useRef } from 'react'
import s from './tabs.module.css'

export interface TabItem {
  id: string
  label: ReactNode
}

interface TabsProps {
  /** Unique per page; ties each tab to its <TabPanel>. */
  base: string
  items: readonly TabItem[]
  value: string
  onChange: (id: string) => void
  label: string
  variant?: 'chips' | 'underline'
}

const tabId = (base: string, id: string) => `${base}-tab-${id}`
const panelId = (base: string, id: string) => `${base}-panel-${id}`

/**
 * WAI-ARIA tabs with a roving tabindex: Tab enters the list once, arrows/Home/End move and select,
 * so a long row of game categories is not twenty Tab stops.
 */
export function Tabs({ base, items, value, onChange, label, variant = 'chips' }: TabsProps) {
  const list = useRef<HTMLDivElement>(null)

  const move = (index: number) => {
    const item = items[(index + items.length) % items.length]
    if (!item) return
    onChange(item.id)
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(base, item.id))}`)?.focus()
  }

  const onKeyDown = (e: React.KeyboardEvent) => {
    const current = items.findIndex((i) => i.id === value)
    const keys: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: items.length - 1,
    }
    const next = keys[e.key]
    if (next === undefined) return
    e.preventDefault()
    move(next)
  }

  return (
    <div
      ref={list}
      role="tablist"
      aria-label={label}
      className={`${s.list} ${s[variant]}`}
      onKeyDown={onKeyDown}
    >
      {items.map((item) => {
        const selected = item.id === value
        return (
          <button
            key={item.id}
            id={tabId(base, item.id)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId(base, item.id)}
            tabIndex={selected ? 0 : -1}
            className={s.tab}
            onClick={() => onChange(item.id)}
          >
            {item.label}
          </button>
        )
      })}
    </div>
  )
}

export function TabPanel({ base, id, children }: { base: string; id: string; children: ReactNode }) {
  return (
    <div role="tabpanel" id={panelId(base, id)} aria-labelledby={tabId(base, id)}>
      {children}
    </div>
  )
}
