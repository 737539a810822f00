-- The accounts whose TOTP seeds are still in clear, which every start seals: normally none, so that the start
-- finds them without reading every account.
CREATE INDEX "users_clear_totp_idx" ON "users" USING btree ("id") WHERE "users"."totp_secret" NOT LIKE 'v1:%' OR "users"."totp_pending_secret" NOT LIKE 'v1:%';
