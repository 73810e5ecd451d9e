/** The auth feature's public surface for routes and other features. */

export { userInfoQueryOptions } from './api/get-user-info.ts'
export { useLogout } from './api/logout.ts'
export { refreshDataQueryOptions, refreshUser } from './api/refresh-data.ts'
export { useFieldText } from './components/use-field-text.ts'
export { loginLocation, requireAuth } from './guard.ts'
export { safeRedirect } from './redirect.ts'
export { openAuthModal, setupAuth } from './setup.tsx'
export { registerSocialTokenProvider, type SocialTokenProvider } from './social/provider.ts'
export { type FieldError, validateNickname } from './validation.ts'
