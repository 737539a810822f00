// The accounts a browser test's server is seeded with, one line each.
import type { SeedUser } from '../../../scripts/lib/seed-users'

/** An account written before the server starts, as `npm run user:create` writes one. */
export const seedUser = (
  role: NonNullable<SeedUser['role']>,
  name: string,
  email: string,
  password: string,
): SeedUser => ({ name, email, password, role })
