import { useEffect, useId } from 'react'
import { ensureAllStrings, useTranslation } from '../i18n/index.ts'
import { closeModal, getModal, useModal } from './modal-store.ts'
import { Overlay } from './overlay.tsx'

/** Renders the one open registered modal (see modal-store.ts for how features register bodies). */
export function ModalHost() {
  const { t } = useTranslation()
  const { openId, props } = useModal()
  const entry = openId ? getModal(openId) : undefined
  const ids = { title: useId(), text: useId() }
  // Modal bodies (login, register, download) use strings beyond the lobby's bundled core.
  useEffect(() => {
    if (openId && !getModal(openId)?.options.ownStrings) void ensureAllStrings()
  }, [openId])
  if (!openId || !entry) return null
  const { Component, options } = entry
  const dismissible = options.dismissible !== false
  const close = () => closeModal(openId)
  return (
    <Overlay
      key={openId}
      title={t(options.labelKey)}
      showTitle={false}
      labelledBy={options.ownHeading ? ids.title : undefined}
      describedBy={options.ownHeading ? ids.text : undefined}
      onClose={dismissible ? close : undefined}
    >
      <Component close={close} props={props as never} ids={ids} />
    </Overlay>
  )
}
