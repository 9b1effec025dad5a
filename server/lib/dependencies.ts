// The shared infrastructure a process depends on besides its database (object store, job queue,
// notifications), each with a probe: checked once at start (a failure stops the start with one line)
// and on every detailed /healthz, where an admin sees which one is down.

export interface Dependency {
  /** What an operator calls it: 'media store', 'job queue'... */
  name: string;
  /** Where it is, without credentials (shown to admins on /healthz and in the start line). */
  location: string;
  /** Resolves when the dependency answers; rejects with an error saying why not. */
  probe(): Promise<void>;
}

export interface DependencyState {
  name: string;
  location: string;
  state: 'up' | 'down';
  /** Why it is down, one line. */
  reason?: string;
}

/** Probes each dependency (at most `timeoutMs` each, together) and answers their states. */
export async function probeDependencies(
  dependencies: readonly Dependency[],
  timeoutMs = 3000,
): Promise<DependencyState[]> {
  return Promise.all(
    dependencies.map(async ({ name, location, probe }) => {
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          probe(),
          new Promise<never>((_resolve, reject) => {
            timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
          }),
        ]);
        return { name, location, state: 'up' as const };
      } catch (error) {
        return {
          name,
          location,
          state: 'down' as const,
          reason: (error instanceof Error ? error.message : String(error)).split('\n')[0],
        };
      } finally {
        clearTimeout(timer);
      }
    }),
  );
}
