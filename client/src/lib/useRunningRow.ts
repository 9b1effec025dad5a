// Which row of a list has its action running, so that row's button alone shows the spinner: the
// dashboards' tables (users, account requests, complaints) each kept this state by hand.
import { useCallback, useState } from 'react';

/** Answers the id of the row whose action runs (null when none) and `run(id, action)`, which marks it. */
export function useRunningRow(): [string | null, <T>(id: string, action: () => Promise<T>) => Promise<T>] {
  const [runningId, setRunningId] = useState<string | null>(null);
  const run = useCallback(async <T>(id: string, action: () => Promise<T>): Promise<T> => {
    setRunningId(id);
    try {
      return await action();
    } finally {
      setRunningId(null);
    }
  }, []);
  return [runningId, run];
}
