import { expect, test } from './support/start-popups.ts'
import { registerByAccount, smsCodeSentBy, uniqueAccount, uniquePhone } from './support.ts'

const PASSWORD = 'correct horse 42'

test('register, edit the nickname, log out, log in by account, bind a phone, log in by SMS code', async ({
  page,
  request,
}) => {
  const account = uniqueAccount()
  await registerByAccount(page, account, PASSWORD)
  await expect(page).toHaveURL(/\/$/)

  // The profile shows the nickname and saves a new one.
  await page.goto('/member/profile')
  const nickname = `Lucky ${account.slice(-5)}`
  const field = page.getByLabel('Nickname shown to other players')
  await expect(field).toBeVisible()
  await expect(field).not.toHaveValue('')
  await field.fill(nickname)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(nickname, { exact: true })).toBeVisible()
  await page.reload()
  await expect(field).toHaveValue(nickname)
  await page.goto('/member')
  await expect(page.getByText(nickname)).toBeVisible()

  // Log out, then log in by account.
  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/member')
  await expect(page).toHaveURL(/\/auth\/login/)
  await page.getByRole('tab', { name: 'Account' }).click()
  await page.getByRole('textbox', { name: 'Account' }).fill(account)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/member$/)
  await expect(page.getByText(nickname)).toBeVisible()

  // Bind a phone with a code from the sandbox outbox.
  const phone = uniquePhone()
  await page.goto('/auth/bind')
  await page.getByRole('textbox', { name: 'Phone number' }).fill(phone)
  const code = await smsCodeSentBy(request, phone, () =>
    page.getByRole('button', { name: 'Send code' }).click(),
  )
  await page.getByRole('textbox', { name: 'Verification code' }).fill(code)
  await page.getByRole('button', { name: /bind/i }).click()
  await expect(page).not.toHaveURL(/\/auth\/bind/)

  // Log out and log in with the phone and a one-time SMS code: the same player comes back.
  await page.goto('/member')
  await page.getByRole('button', { name: 'Log out' }).click()
  await page.goto('/auth/login')
  await page.getByRole('tab', { name: 'SMS code' }).click()
  // Typed as a player would (issue 17): the app and the sandbox outbox take `+55 11 98765 4321`.
  const typed = `${phone.slice(0, 3)} ${phone.slice(3, 5)} ${phone.slice(5, 10)} ${phone.slice(10)}`
  await page.getByRole('textbox', { name: 'Phone number' }).fill(typed)
  const loginCode = await smsCodeSentBy(request, typed, () =>
    page.getByRole('button', { name: 'Send code' }).click(),
  )
  // The resend countdown is the server's and survives a reload.
  await page.reload()
  await page.getByRole('tab', { name: 'SMS code' }).click()
  await page.getByRole('textbox', { name: 'Phone number' }).fill(typed)
  await expect(page.getByRole('button', { name: /^Resend in \d+s$/ })).toBeDisabled()
  await page.getByRole('textbox', { name: 'Verification code' }).fill(loginCode)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/member')
  await expect(page.getByText(nickname)).toBeVisible()
})

test('an expired or revoked token on a protected call lands on the login page', async ({ page, request }) => {
  const account = uniqueAccount('exp')
  await registerByAccount(page, account, PASSWORD)
  await expect(page).toHaveURL(/\/$/)
  // Log in by account once, so the account name is remembered (spec 4: then `type=account`).
  await page.goto('/member')
  await page.getByRole('button', { name: 'Log out' }).click()
  await page.goto('/auth/login?type=account')
  await page.getByRole('textbox', { name: 'Account' }).fill(account)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/$/)
  const token = await page.evaluate(() => localStorage.getItem('token'))
  expect(token).toBeTruthy()

  // Revoke the session behind the app's back, as an expiry would.
  const res = await request.post('/app/v1/logout', { data: {}, headers: { authorization: String(token) } })
  expect(res.status()).toBe(200)

  await page.goto('/member')
  await expect(page).toHaveURL(/\/auth\/login\?.*type=account/)
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
  await expect(page.getByRole('textbox', { name: 'Account' })).toHaveValue(account)
})

test('a wrong password shows a clear error and no session', async ({ page }) => {
  await page.goto('/auth/login?type=account')
  await page.getByRole('textbox', { name: 'Account' }).fill('nobody_here_1')
  await page.getByLabel('Password', { exact: true }).fill('wrong password 1')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByRole('alert')).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
})

test.describe('a busy Log in', () => {
  // The login call is held in page.route, which a service worker's fetch would bypass.
  test.use({ serviceWorkers: 'block' })

  test('keeps focus, sends once however often Enter is pressed, and focus stays after the error', async ({
    page,
  }) => {
    const sent: Array<() => void> = []
    await page.route('**/app/v1/accountLogin', (route) => {
      sent.push(() => void route.continue())
    })
    await page.goto('/auth/login?type=account')
    await page.getByRole('textbox', { name: 'Account' }).fill('nobody_here_2')
    const password = page.getByLabel('Password', { exact: true })
    await password.fill('wrong password 2')
    const submit = page.getByRole('button', { name: 'Log in' })
    const error = page.getByRole('alert').filter({ hasText: 'Wrong account or password.' })

    // Enter in the password field, and again while the first is on its way.
    await password.press('Enter')
    await expect(submit).toHaveAttribute('aria-busy', 'true')
    await expect(submit).toHaveAttribute('aria-disabled', 'true')
    await password.press('Enter')
    await expect.poll(() => sent.length).toBe(1)
    sent[0]?.()
    await expect(error).toBeVisible()
    await expect(password).toBeFocused()

    // Enter on the button: busy, it keeps focus (a disabled one would drop it to <body>), and a second
    // Enter sends nothing; after the error focus is still on the button.
    await submit.focus()
    await page.keyboard.press('Enter')
    await expect(submit).toHaveAttribute('aria-busy', 'true')
    await expect(submit).toBeFocused()
    await page.keyboard.press('Enter')
    await page.keyboard.press('Space')
    await expect.poll(() => sent.length).toBe(2)
    // Give a wrongly sent third request time to show up.
    await page.waitForTimeout(300)
    expect(sent).toHaveLength(2)
    sent[1]?.()
    await expect(submit).not.toHaveAttribute('aria-busy', 'true')
    await expect(error).toBeVisible()
    await expect(submit).toBeFocused()
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
  })
})
