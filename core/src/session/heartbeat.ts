/**
 * The session heartbeat runs while signed in. Failures other than 401/403 are
 * only logged (the API client already logs out on those).
 */
export function startHeartbeat(beat: () => Promise<unknown>, intervalMs: number, log: (message: string) => void = console.warn): () => void {
  const timer = setInterval(
    () => {
      beat().catch((error: unknown) => {
        const status = (error as { status?: number }).status;
        if (status !== 401 && status !== 403) log(`Heartbeat failed: ${(error as Error).message}`);
      });
    },
    Math.max(1000, intervalMs),
  );
  return () => clearInterval(timer);
}
