import { DEMO_ACCOUNTS, DemoAccountsInProduction } from "./accounts";
import { createServer } from "./app";
import { ConfigError, loadConfig } from "./config";

async function main(): Promise<void> {
  const config = loadConfig();
  config.log(
    `Starting ${config.productName} (data in ${config.databaseUrl ? "PostgreSQL" : config.dataDir})`,
  );
  const server = await createServer(config);
  let url: string;
  try {
    url = await server.start();
  } catch (error) {
    await server.stop();
    if ((error as NodeJS.ErrnoException).code === "EADDRINUSE") {
      throw new ConfigError(`Port ${config.port} is already in use; set PORT to another port.`);
    }
    throw error;
  }
  config.log(`${config.productName} is running at ${config.publicOrigin} (listening on ${url})`);
  if (config.demo) {
    config.log(`Demo logins (password: ${config.demoPassword}):`);
    for (const account of DEMO_ACCOUNTS)
      config.log(`  ${account.email.padEnd(22)} ${account.role}`);
  }
  config.log("Press Ctrl-C to stop.");

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    config.log(`${signal} received, stopping...`);
    try {
      await server.stop();
      config.log("Stopped.");
      process.exit(0);
    } catch (error) {
      console.error("Stopping failed:", error);
      process.exit(1);
    }
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DemoAccountsInProduction)
    console.error(`Configuration error: ${error.message}`);
  else console.error("The server could not start:", error);
  process.exit(1);
});
