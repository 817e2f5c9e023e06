/**
 * A code chunk loaded on first use and kept; a load that failed (offline) is forgotten, so the
 * next use asks again instead of failing for the rest of the session.
 */
export function lazyModule<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}
