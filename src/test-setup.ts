import 'fake-indexeddb/auto'
import { beforeAll } from 'vitest'
import { ensureAllStrings } from './i18n/index.ts'

// The app bundles only the lobby's strings and loads the rest on navigation (src/i18n/index.ts); the
// tests render pages directly, so every string is loaded first. src/i18n/core-strings.test.ts covers
// the lazy path on a fresh module.
beforeAll(async () => {
  await ensureAllStrings()
})
