// How every tool here launches Chromium: Debian's build (never a downloaded browser) with the flags this
// machine's closed network needs. Used by the Playwright config and the scripts.
export const chromiumLaunchOptions = {
  executablePath: process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
}
