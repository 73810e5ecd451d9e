import type { AppConfig } from '../../../../contract/calls/config.ts'
import {
  registerSocialTokenProvider,
  SocialCancelled,
  type SocialTokenProvider,
  socialTokenProvider,
} from './provider.ts'

// The slices of each vendor SDK we use. None is bundled: they exist only if the operator's page loads them.
interface GoogleIdApi {
  initialize(options: { client_id: string; callback: (reply: { credential: string }) => void }): void
  prompt(listener?: (n: { isNotDisplayed(): boolean; isSkippedMoment(): boolean }) => void): void
  disableAutoSelect(): void
}
interface FacebookApi {
  login(cb: (reply: { authResponse?: { accessToken: string } | null }) => void, o?: { scope: string }): void
  logout(cb?: () => void): void
}
interface LiffApi {
  isLoggedIn(): boolean
  login(): void
  logout(): void
  getAccessToken(): string | null
}
interface Sdks {
  google?: { accounts?: { id?: GoogleIdApi } }
  FB?: FacebookApi
  liff?: LiffApi
}
const sdks = () => globalThis as typeof globalThis & Sdks

function google(clientId: string): SocialTokenProvider {
  const api = () => sdks().google?.accounts?.id
  return {
    name: 'google',
    isAvailable: () => clientId !== '' && api() !== undefined,
    requestToken: () =>
      new Promise((resolve, reject) => {
        const id = api()
        if (!id) return reject(new SocialCancelled('google'))
        id.initialize({ client_id: clientId, callback: (reply) => resolve(reply.credential) })
        id.prompt((n) => {
          if (n.isNotDisplayed() || n.isSkippedMoment()) reject(new SocialCancelled('google'))
        })
      }),
    signOut: () => api()?.disableAutoSelect(),
  }
}

function facebook(appId: string): SocialTokenProvider {
  return {
    name: 'facebook',
    isAvailable: () => appId !== '' && sdks().FB !== undefined,
    requestToken: () =>
      new Promise((resolve, reject) => {
        const fb = sdks().FB
        if (!fb) return reject(new SocialCancelled('facebook'))
        fb.login(
          (reply) => {
            const token = reply.authResponse?.accessToken
            if (token) resolve(token)
            else reject(new SocialCancelled('facebook'))
          },
          { scope: 'public_profile' },
        )
      }),
    signOut: () => sdks().FB?.logout(),
  }
}

function line(channelId: string): SocialTokenProvider {
  return {
    name: 'line',
    isAvailable: () => channelId !== '' && sdks().liff !== undefined,
    requestToken: async () => {
      const liff = sdks().liff
      const token = liff?.isLoggedIn() ? liff.getAccessToken() : null
      if (token) return token
      // LIFF logs in by leaving the page; the token is read when the player comes back.
      liff?.login()
      throw new SocialCancelled('line')
    },
    signOut: () => {
      const liff = sdks().liff
      if (liff?.isLoggedIn()) liff.logout()
    },
  }
}

/**
 * Registers the SDK-backed providers for the operator's ids, unless a token source (a native bridge)
 * is already registered for that provider.
 */
export function ensureSdkProviders(social: AppConfig['social']): void {
  const made = {
    google: google(social.google.clientId),
    facebook: facebook(social.facebook.appId),
    line: line(social.line.channelId),
  }
  for (const provider of Object.values(made)) {
    if (!socialTokenProvider(provider.name)) registerSocialTokenProvider(provider)
  }
}
