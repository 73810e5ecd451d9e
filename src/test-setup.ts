import 'fake-indexeddb/auto'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeAll } from 'vitest'
import { ensureAllStrings } from './i18n/index.ts'

// waitFor and findBy* give up after 1 s by default: on a loaded CI host a background render React
// slices into short tasks (a deferred value, a transition) took longer than that (game-grid.test).
// A wrong result still fails, after 4 s instead of 1; the client tests' own limit is 15 s.
configure({ asyncUtilTimeout: 4_000 })

// The app bundles only the lobby's strings and loads the rest on navigation (src/i18n/index.ts); the
// tests render pages directly, so every string is loaded first. src/i18n/core-strings.test.ts covers
// the lazy path on a fresh module.
beforeAll(async () => {
  await ensureAllStrings()
})

// Testing Library unmounts after each test only where `afterEach` is a global, and ours is not: a tree
// left mounted kept rendering (a deferred value) after its file's jsdom was torn down, and the run
// failed on "window is not defined" (game-grid.test). Every client test now ends with nothing mounted.
afterEach(() => {
  cleanup()
})
