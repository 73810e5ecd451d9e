/** The port the e2e server listens on; shared by the Playwright config and the global setup. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4180)
