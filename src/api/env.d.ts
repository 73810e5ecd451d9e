/** Build-time values (vite.config.ts `define` and VITE_* env). */
declare const __APP_BUILD__: string

interface ImportMetaEnv {
  readonly VITE_APP_ID?: string
}
