// Signing in through the login page, as a person does: the steps every browser test starts with.
import type { SeedUser } from '../../../scripts/lib/seed-users'
import type { E2EPage } from './browser'
import type { E2E } from './fixture'

type Credentials = Pick<SeedUser, 'email' | 'password'>

/** Opens the login page and submits `user`'s e-mail and password; what follows (a code, a redirect) is the caller's. */
export async function submitLogin(e2e: E2E, page: E2EPage, user: Credentials) {
  await page.goto(`${e2e.server.url}/login`)
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Senha').fill(user.password)
  await page.getByRole('button', { name: 'Entrar', exact: true }).click()
}

/** Signs `user` in and waits until the app has taken them to `landing`. */
export async function logIn(e2e: E2E, page: E2EPage, user: Credentials, landing = '/') {
  await submitLogin(e2e, page, user)
  await page.waitForURL(e2e.at(landing))
}
