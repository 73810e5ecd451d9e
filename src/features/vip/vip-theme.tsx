import { useEffect } from 'react'
import { useAppConfig } from '../../api/app-config.ts'
import { useSession } from '../../api/session.ts'

/**
 * The VIP theme app-wide (spec 3: appVipMap showType, themes 1-6 in theme.css): the signed-in player's
 * level, from the stored user, picks its showType from the cached appConfig and sets data-vip-theme on
 * <html>; a visitor (or an unknown level) keeps the default tokens. No request of its own.
 */
export function VipTheme() {
  const { user } = useSession()
  const { data: config } = useAppConfig()
  // A config persisted by an older app version may lack appVipMap.
  const showType = user ? config?.appVipMap?.[String(user.vip)]?.showType : undefined
  const theme = showType && showType >= 1 && showType <= 6 ? String(showType) : undefined
  useEffect(() => {
    const root = document.documentElement
    if (theme) root.dataset.vipTheme = theme
    else delete root.dataset.vipTheme
  }, [theme])
  return null
}
