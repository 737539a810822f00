import type pg from 'pg'

/**
 * Lets the app's own role (`appUrl`'s user) read and write the data but only read and append the audit trail. Run
 * as the tables' owner: at every start after the migrations, and after a restore. Not being the owner, the app's
 * role can neither alter nor drop a table or its trigger.
 */
export async function grantAppRole(client: pg.ClientBase, appUrl: string): Promise<void> {
  const [{ rows }, app] = [
    await client.query<{ owner: string }>('SELECT current_user AS owner'),
    decodeURIComponent(new URL(appUrl).username),
  ]
  if (!app || app === rows[0]?.owner) return
  const role = client.escapeIdentifier(app)
  await client.query(`GRANT USAGE ON SCHEMA public TO ${role}`)
  await client.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${role}`)
  await client.query(`GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${role}`)
  await client.query(`REVOKE UPDATE, DELETE, TRUNCATE ON audit_log FROM ${role}`)
}
