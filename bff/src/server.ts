import '../../scripts/lib/require-node.mjs';
import { createBffApp } from './app.js';
import { loadConfig } from './config.js';

/** Entry point: `node bff/dist/server.js` (or tsx bff/src/server.ts). */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await createBffApp(config);
  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`bff listening on http://${config.host}:${port}`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'draining');
    // A stuck connection must not keep the process alive forever.
    setTimeout(() => process.exit(1), 15_000).unref();
    app.shutdown().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
