import type { AppConfig } from '../../../../contract/calls/config.ts'

export type SocialName = 'google' | 'facebook' | 'line'
export const SOCIAL_NAMES: readonly SocialName[] = ['google', 'facebook', 'line']

/** The contract's provider numbers (SocialProvider), for bindSocialAccount. */
export const SOCIAL_PROVIDER_ID = { facebook: 3, line: 4, google: 5 } as const

/**
 * Where a social sign-in token comes from: a provider SDK loaded in the page (Google Identity Services,
 * the Facebook SDK, LIFF) or a native shell's bridge. A button is only offered when one is available,
 * so a page without the SDK never shows a button that cannot work.
 */
export interface SocialTokenProvider {
  readonly name: SocialName
  isAvailable(): boolean
  /** Resolves with the token the server verifies; rejects with SocialCancelled when the player backs out. */
  requestToken(): Promise<string>
  signOut?(): void | Promise<void>
}

export class SocialCancelled extends Error {
  override readonly name = 'SocialCancelled'
}

const registry = new Map<SocialName, SocialTokenProvider>()

/** A native shell (or a test) plugs its own token source in; it replaces the SDK-based one. */
export function registerSocialTokenProvider(provider: SocialTokenProvider): () => void {
  registry.set(provider.name, provider)
  return () => {
    if (registry.get(provider.name) === provider) registry.delete(provider.name)
  }
}

export function socialTokenProvider(name: SocialName): SocialTokenProvider | undefined {
  return registry.get(name)
}

/** Providers the operator enabled AND this page can actually use, in display order. */
export function usableSocialProviders(social: AppConfig['social']): SocialTokenProvider[] {
  return SOCIAL_NAMES.filter((name) => social[name].enabled)
    .map((name) => registry.get(name))
    .filter((p): p is SocialTokenProvider => p?.isAvailable() === true)
}

/** Signs out of every provider SDK (logout and the 401 path); one failing must not stop the others. */
export async function signOutSocial(): Promise<void> {
  await Promise.all(
    [...registry.values()].map(async (p) => {
      try {
        await p.signOut?.()
      } catch (error) {
        console.warn(`[auth] ${p.name} sign-out failed`, error)
      }
    }),
  )
}
