import { sql } from 'drizzle-orm'

/**
 * Whether the account (the `users` row of the query) has a second factor: a TOTP seed or a passkey. Spelled out in
 * SQL: Drizzle leaves columns unqualified in a one-table query, and `id` would then name the passkey's.
 */
export const hasSecondFactor = sql<boolean>`("users"."totp_secret" IS NOT NULL OR EXISTS (SELECT 1 FROM "passkeys" WHERE "passkeys"."user_id" = "users"."id"))`
