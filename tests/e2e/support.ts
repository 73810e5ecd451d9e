import { randomInt } from 'node:crypto'
import { type APIRequestContext, expect, type Page } from '@playwright/test'

/** A fresh account name per test run (letters and digits, within the seeded 6-16 length). */
export const uniqueAccount = (prefix = 'e2e') => `${prefix}${Date.now().toString(36)}${randomInt(100, 999)}`

/** A fresh phone number in E.164 digits. */
export const uniquePhone = () => `+5511${randomInt(10_000_000, 99_999_999)}${randomInt(0, 9)}`

/** The latest sandbox SMS code sent to `phone`, read from the dev-only outbox. */
export async function latestSmsCode(request: APIRequestContext, phone: string): Promise<string> {
  let code = ''
  await expect
    .poll(async () => {
      const res = await request.get(`/dev/sms-outbox?phone=${encodeURIComponent(phone)}`)
      const body = (await res.json()) as { data: Array<{ code: string; createdAt: string | number }> }
      const latest = [...body.data].sort(
        (a, b) => Date.parse(String(b.createdAt)) - Date.parse(String(a.createdAt)),
      )[0]
      code = latest?.code ?? ''
      return code
    })
    .toMatch(/^\d{6}$/)
  return code
}

/** The app config the server serves in `locale`, as the browser would get it. */
export async function fetchAppConfig(request: APIRequestContext, locale = 'en') {
  const res = await request.post('/app/v1/anonymous/appConfig', {
    data: {},
    headers: { 'accept-language': locale },
  })
  const body = await res.json()
  return body.data as {
    appGameList: Array<{ id: number; name: string; gameType: number; status: number }>
    appGameTypeList: Array<{ id: number; name: string; sort: number; status: number }>
    gameShowNum: { mainPageNum: number; allNum: number }
    appFaqList: Array<{ question: string }>
  }
}

export async function registerByAccount(page: Page, account: string, password: string): Promise<void> {
  await page.goto('/auth/register')
  await page.getByLabel('Account', { exact: true }).fill(account)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByLabel('Confirm password').fill(password)
  await page.getByRole('button', { name: 'Create account' }).click()
}
