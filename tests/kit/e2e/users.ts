// The accounts a browser test's server is seeded with, one line each.
import type { SeedUser } from '../../../scripts/lib/server-process'

/** An account `npm run user:create` writes before the server starts. */
export const seedUser = (
  role: NonNullable<SeedUser['role']>,
  name: string,
  email: string,
  password: string,
): SeedUser => ({ name, email, password, role })
