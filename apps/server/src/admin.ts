// Maintenance commands on the server's data (the same DATA_DIR / DATABASE_URL as the server):
//   rotate-identity-key    a new token signing key; the previous one keeps verifying, older ones go
//   remove-demo-accounts   deletes the demo accounts, so that production may start on this data
import { join } from "node:path";
import { ADMIN_COMMANDS as COMMANDS } from "./adminCommands";
import { ConfigError, loadConfig, SERVER_PACKAGE_DIR } from "./config";
import { migrate, openDb } from "./db";

async function main(): Promise<void> {
  const name = process.argv[2] ?? "";
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!command) {
    throw new ConfigError(`Name a command: ${Object.keys(COMMANDS).join(" or ")}.`);
  }
  const config = loadConfig();
  const db = await openDb({
    databaseUrl: config.databaseUrl ?? undefined,
    dataDir: config.dataDir,
  });
  try {
    await migrate(db, join(SERVER_PACKAGE_DIR, "migrations"));
    await command(db, config.log);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
