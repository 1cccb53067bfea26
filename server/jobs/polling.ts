// A background round every `pollMs` in the server process (the mail and text workers): one round
// at a time, a round asked for during another runs after it, a failed round is logged and the
// next one tries again, and stop() waits for the round in progress.
export type Polling = {
  /** Runs one round now (tests and shutdown use it); resolves with what the round counted. */
  runOnce(): Promise<number>;
  /** Stops polling and waits for a round in progress. */
  stop(): Promise<void>;
};

export function startPolling({
  pollMs,
  round: work,
  onError,
}: {
  pollMs: number;
  round: () => Promise<number>;
  onError: (err: unknown) => void;
}): Polling {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<number> | undefined;

  function runOnce(): Promise<number> {
    const previous = round ?? Promise.resolve(0);
    const next = previous
      .catch(() => 0)
      .then(work)
      .catch((err: unknown) => {
        onError(err);
        return 0;
      });
    round = next;
    return next;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      void runOnce().finally(schedule);
    }, pollMs);
    timer.unref();
  }
  void runOnce().finally(schedule);

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await round;
    },
  };
}
