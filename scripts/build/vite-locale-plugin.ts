import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'

/**
 * `virtual:locale-all/<locale>`: a locale file as a module of its own. src/i18n bundles only the core
 * namespaces of en.json (named imports, tree-shaken) and loads the whole file lazily through this id;
 * importing en.json itself dynamically would be the same module as the bundled one, and the bundler
 * would keep the whole file in the first-load chunk. `virtual:locale-all/<locale>/<group>` is one group of
 * the file (the start popups' strings, loaded with their chunk instead of the whole table).
 */
const PREFIX = 'virtual:locale-all/'
const LOCALE = /^[a-zA-Z-]{2,10}$/

export function localeAllPlugin(): Plugin {
  let root = process.cwd()
  return {
    name: 'lucky-lobby:locale-all',
    configResolved(config) {
      root = config.root
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined
      const [locale = '', group] = id.slice(PREFIX.length + 1).split('/')
      if (!LOCALE.test(locale)) throw new Error(`bad locale in ${id}`)
      const file = resolve(root, 'locales', `${locale}.json`)
      this.addWatchFile(file)
      const all = JSON.parse(readFileSync(file, 'utf8'))
      if (group !== undefined && !(group in all)) throw new Error(`no group ${group} in ${file}`)
      const data = group === undefined ? all : { [group]: all[group] }
      // JSON.parse of one string literal parses faster than the same data as an object literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(data))})`
    },
  }
}
