import { type DefaultOptions, QueryClient } from '@tanstack/react-query'
import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'
import type { AppConfig } from '../../contract/calls/config.ts'
import { appConfigQueryOptions } from './app-config.ts'
import { clearSession } from './session.ts'

/**
 * Test helpers for the components that read the operator config (the auth forms, bank cards, reports):
 * the part of it they read (the lengths the server seeds by default), in a query client as the app holds
 * it after boot. Imported by *.test.tsx only; written out here rather than imported, since client code
 * never imports server code.
 */
export const testLengths: AppConfig['lengths'] = {
  account: { min: 6, max: 16 },
  username: { min: 2, max: 16 },
  password: { min: 8, max: 64 },
  smsCode: { min: 6, max: 6 },
  withdrawAccount: { min: 8, max: 30 },
  safeboxPasswordLength: 6,
}

const noSocial: AppConfig['social'] = {
  google: { enabled: false, clientId: '' },
  facebook: { enabled: false, appId: '' },
  line: { enabled: false, channelId: '' },
}

interface TestConfigOverrides {
  settings?: Partial<AppConfig['settings']>
  social?: Partial<AppConfig['social']>
}

/** Account sign-up and login by default, no social providers; override what a test is about. */
export function testConfig({ settings, social }: TestConfigOverrides = {}): AppConfig {
  return {
    lengths: testLengths,
    settings: { otpStatus: 1, registerType: 1, defaultLoginType: 2, ...settings },
    social: { ...noSocial, ...social },
  } as AppConfig
}

/** A query client that already holds `config` and never refetches it. */
export function clientWithConfig(config: AppConfig, queries: DefaultOptions['queries'] = {}): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, ...queries } } })
  client.setQueryData(appConfigQueryOptions('en').queryKey, config)
  return client
}

/** Each test starts signed out with empty storage, and leaves no rendered form or stubbed fetch behind. */
export function isolateFormTests(): void {
  beforeEach(() => {
    localStorage.clear()
    clearSession()
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })
}
