import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/client.js';
import { DataDirInUseError } from '../../db/embedded-lock.js';
import { checkLedger } from './ledger.service.js';

/**
 * `node api/dist/modules/gifts/ledger-check-cli.js`: checks the ledger of the configured database
 * (DATABASE_URL, else the embedded one in DATA_DIR, which must not be open in a running server), prints the
 * report as JSON and exits 1 when anything is off (2 when the database has no ledger yet, 3 when a running server
 * holds the embedded database).
 */
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, queryTimeoutMs: 0 }).catch((err: unknown) => {
  if (!(err instanceof DataDirInUseError)) throw err;
  // A running server holds the embedded database: say so in a sentence, no stack.
  console.error(`${err.message} (Stop the server to check the ledger of the embedded database.)`);
  process.exit(3);
});
try {
  const report = await checkLedger(database.db);
  console.log(JSON.stringify(report, null, 2));
  process.exitCode = report.ok ? 0 : 1;
} catch (err) {
  const missing = (err as { cause?: { code?: string } }).cause?.code === '42P01';
  if (!missing) throw err;
  console.error('This database has no ledger yet: apply the migrations first (start the server once, or run `migrate`).');
  process.exitCode = 2;
} finally {
  await database.close();
}
