// Runs before every file of the server project. Passwords are hashed at a small argon2id cost: the production cost
// makes each hash take tens of milliseconds of a core, and the tests hash thousands. password-cost.test.ts checks
// the production cost itself.
// The server's umask (owner only) for every file, not only for those that happen to load private-files.ts first: a
// worker runs many files in one process, and the umask stays with the process.
import '../../src/server/private-files'
import { setPasswordHashCost } from '../../src/server/auth/passwords'

export const TEST_PASSWORD_HASH_COST = { memoryCost: 1024, timeCost: 1, parallelism: 1 }

setPasswordHashCost(TEST_PASSWORD_HASH_COST)
