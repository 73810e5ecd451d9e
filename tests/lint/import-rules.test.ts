import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// The import direction of DESIGN.md §3, as biome.json's noRestrictedImports overrides enforce it: each
// rule is shown to fail on a file that breaks it, and to let the imports the layout allows through.
// Biome reads the project's biome.json in a scratch copy of the layout (its stdin mode prints no
// diagnostics), so nothing is written into the tree. An override replaces the rule's options rather than
// merging them (the last override matching a file wins), so each override in biome.json repeats every
// path and pattern its files obey; the i18next cases below guard that.

const root = fileURLToPath(new URL('../..', import.meta.url))
const biome = join(root, 'node_modules/@biomejs/biome/bin/biome')

const CONTRACT = 'contract/ imports nothing of ours'
const SRC = 'src never imports server'
const SERVER = 'server never imports the app'
const FEATURE = "A feature never imports another feature's internals"
const WORKER = 'The service worker and the workers import nothing of src/features or src/routes'
const I18N = 'Use src/i18n'

/** [file in the layout, its one import, the rule it breaks or null when allowed] */
const cases: [string, string, string | null][] = [
  ['contract/calls/a.ts', "import { a } from '../../src/api/client.ts'", CONTRACT],
  ['contract/b.ts', "import { a } from '../server/db/client.ts'", CONTRACT],
  ['contract/c.ts', "import { a } from '../workers/event-wire.ts'", CONTRACT],
  ['contract/d.ts', "import { a } from '../sw/messages.ts'", CONTRACT],
  ['contract/calls/ok.ts', "import { a } from '../enums.ts'", null],
  ['contract/ok-zod.ts', "import { z } from 'zod'", null],

  ['src/api/a.ts', "import { a } from '../../server/config.ts'", SRC],
  ['src/api/b.ts', "import type { A } from '../../server/db/client.ts'", SRC],
  ['src/routes/member/c.tsx', "export * from '../../../server/modules/wallet/ledger/ledger.ts'", SRC],
  ['src/i18n/d.ts', "import { a } from '../../server/config.ts'", SRC],
  ['src/features/lobby/e.ts', "const m = import('../../../server/app.ts')", SRC],
  ['src/features/member/report/f.tsx', "import { a } from '../../../../server/config.ts'", SRC],
  ['src/ui/g.tsx', "import i18next from 'i18next'", I18N],
  ['src/features/lobby/h.ts', "import { useTranslation } from 'react-i18next'", I18N],
  ['src/features/member/report/i.tsx', "import { Trans } from 'react-i18next'", I18N],
  ['src/features/member/x/y/j.tsx', "import i18next from 'i18next'", I18N],
  ['server/k.ts', "import i18next from 'i18next'", I18N],
  ['sw/l.ts', "import i18next from 'i18next'", I18N],
  ['contract/m.ts', "import i18next from 'i18next'", I18N],
  ['src/i18n/ok.ts', "import i18next from 'i18next'", null],
  ['src/i18n/ok-react.ts', "import { useTranslation } from 'react-i18next'", null],
  ['src/api/ok.ts', "import { a } from '../../contract/enums.ts'", null],

  ['server/a.ts', "import { a } from '../src/api/client.ts'", SERVER],
  ['server/modules/wallet/b.service.ts', "import { a } from '../../../src/features/wallet/index.ts'", SERVER],
  ['server/http/c.ts', "import { a } from '../../sw/messages.ts'", SERVER],
  ['server/outbox/d.ts', "import type { A } from '../../workers/event-wire.ts'", SERVER],
  ['server/ok.ts', "import { a } from '../contract/enums.ts'", null],

  ['src/features/member/a.tsx', "import { a } from '../wallet/balance-header.tsx'", FEATURE],
  ['src/features/member/b.tsx', "import '../wallet/wallets-page.module.css'", FEATURE],
  ['src/features/member/report/c.tsx', "import { a } from '../../wallet/api/bet-record.ts'", FEATURE],
  ['src/features/member/x/y/d.tsx', "import { a } from '../../../wallet/api/bet-record.ts'", FEATURE],
  ['src/features/member/e.tsx', "import { a } from '../../features/wallet/api/bet-record.ts'", FEATURE],
  ['src/features/lobby/f.ts', "const m = import('../games/lobby-extras.tsx')", FEATURE],
  ['src/features/member/ok-index.tsx', "import { a } from '../wallet/index.ts'", null],
  ['src/features/member/ok-folder.tsx', "import { a } from '../wallet'", null],
  ['src/features/member/ok-api.tsx', "import { a } from '../../api/client.ts'", null],
  ['src/features/member/ok-own.tsx', "import { a } from './report/report-page.tsx'", null],
  ['src/features/member/report/ok-own.tsx', "import { a } from '../avatars.tsx'", null],
  ['src/features/member/report/ok-index.tsx', "import { a } from '../../wallet/index.ts'", null],
  ['src/features/member/report/ok-ui.tsx', "import { a } from '../../../ui/money.tsx'", null],
  ['src/routes/ok-feature.tsx', "import { a } from '../features/wallet/wallets-page.tsx'", null],

  ['workers/a.ts', "import { a } from '../src/features/games/catalogue.ts'", WORKER],
  ['sw/b.ts', "import { a } from '../src/routes/index.tsx'", WORKER],
  ['sw/ok.ts', "import { a } from '../contract/enums.ts'", null],
  ['workers/ok.ts', "import { a } from '../src/api/storage-keys.ts'", null],
]

interface Diagnostic {
  category: string
  message: string
  location: { path: string }
}

let dir: string
let found: Diagnostic[]

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'import-rules-'))
  copyFileSync(join(root, 'biome.json'), join(dir, 'biome.json'))
  for (const [file, source] of cases) {
    mkdirSync(dirname(join(dir, file)), { recursive: true })
    writeFileSync(join(dir, file), `${source}\n`)
  }
  const run = spawnSync(
    process.execPath,
    [biome, 'lint', '--only=style/noRestrictedImports', '--reporter=json', '--max-diagnostics=none', '.'],
    { cwd: dir, encoding: 'utf8' },
  )
  found = (JSON.parse(run.stdout) as { diagnostics: Diagnostic[] }).diagnostics
}, 60_000)

afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('biome.json enforces the import direction of DESIGN.md §3', () => {
  it.each(cases)('%s: %s', (file, _source, rule) => {
    const messages = found
      .filter((d) => d.location.path === file && d.category === 'lint/style/noRestrictedImports')
      .map((d) => d.message)
    if (rule === null) expect(messages).toEqual([])
    else expect(messages).toEqual([expect.stringContaining(rule)])
  })

  it('reports nothing else', () => {
    expect(found.filter((d) => d.category !== 'lint/style/noRestrictedImports')).toEqual([])
  })
})
