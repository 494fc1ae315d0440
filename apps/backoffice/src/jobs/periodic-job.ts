// A background job's passes: one now and then one every interval, never two at once in a process,
// each only while this process holds the job's lease (`mayRun`, job-leases.ts). `runOnce` runs a pass
// whatever the lease says (tests, and a caller who needs it now), after the one in progress.
export type PeriodicJob<T> = {
  runOnce(): Promise<T>;
  start(intervalMs: number): void;
  stop(): Promise<void>;
};

export function periodicJob<T>(pass: () => Promise<T>, options: { mayRun?: () => Promise<boolean>; onError?: (error: unknown) => void; onStop?: () => void }): PeriodicJob<T> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();

  const turn = () => {
    const attempt = async () => {
      if (options.mayRun && !(await options.mayRun())) return;
      await pass();
    };
    running = running.then(attempt).catch((error: unknown) => options.onError?.(error));
    return running;
  };

  return {
    runOnce: () => {
      const result = running.then(pass);
      running = result.catch(() => undefined);
      return result;
    },
    start(intervalMs) {
      void turn();
      timer = setInterval(() => void turn(), intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await running.catch(() => undefined);
      options.onStop?.();
    },
  };
}
