/** Build-time values (vite.config.ts `define` and VITE_* env). */
declare const __APP_BUILD__: string

interface ImportMetaEnv {
  readonly VITE_APP_ID?: string
}

/** A locale file imported whole as a module of its own (scripts/vite-locale-plugin.ts). */
declare module 'virtual:locale-all/*' {
  type Messages = { [key: string]: string | Messages }
  const messages: Messages
  export default messages
}
