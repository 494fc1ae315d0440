// Live search fires a request per pause in typing; answers can arrive out of order. Only the
// answer to the newest request may reach the screen.
export function latestOnly<A extends unknown[], R>(run: (...args: A) => Promise<R>) {
  let newest = 0;
  return async (...args: A): Promise<{ stale: true } | { stale: false; value: R }> => {
    const ticket = ++newest;
    const value = await run(...args);
    return ticket === newest ? { stale: false, value } : { stale: true };
  };
}
