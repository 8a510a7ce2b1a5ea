/** Start-up problems end the process with one clear line on stderr and exit code 1. */
export async function startupFailed(error: unknown, close?: () => Promise<void>): Promise<never> {
  const message =
    (error as NodeJS.ErrnoException)?.code === "EADDRINUSE"
      ? `The port is already in use (${(error as Error).message}). Set PORT to a free port.`
      : error instanceof Error
        ? error.message
        : String(error);
  console.error(`\nCould not start Christian Education Directory:\n${message}\n`);
  if (close) await close().catch(() => {});
  process.exit(1);
}
