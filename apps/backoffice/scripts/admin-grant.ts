// `pnpm --filter @shop/backoffice admin:grant <email> <role>`: gives an existing account the role
// customer, staff or admin (docs/decisions/010). Production seeds no demo admin: register an
// account in a shop, then make it admin with this. Reads the database as the back office does:
// DATABASE_URL (PostgreSQL) or the SQLite file in DATA_DIR (default ./data).
// Exit codes: 0 done (or nothing to change), 1 no such account, 2 wrong arguments.
import path from 'node:path';
import { accountRoleSchema } from '@shop/contract/admin';
import { connectDatabase } from '../src/db/connect.ts';
import { grantRole } from '../src/modules/staff/index.ts';

const [email = '', role = ''] = process.argv.slice(2);
const parsedRole = accountRoleSchema.safeParse(role);
if (!email.includes('@') || !parsedRole.success) {
  console.error('Usage: pnpm --filter @shop/backoffice admin:grant <email> <customer|staff|admin>');
  process.exit(2);
}

const database = connectDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: path.resolve(process.env.DATA_DIR ?? './data') });
try {
  const grant = await grantRole(database.db, { email, role: parsedRole.data }, new Date());
  if (!grant) {
    console.error(`No account with the email ${email} (${database.describe}). Register it in a shop first.`);
    process.exitCode = 1;
  } else if (!grant.changed) {
    console.info(`${grant.email} already has the role ${grant.after}; nothing changed.`);
  } else {
    console.info(`${grant.email}: ${grant.before} -> ${grant.after} (recorded in the audit log).`);
  }
} finally {
  await database.db.destroy();
}
