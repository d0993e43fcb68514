/** The tab's session flags (sessionStorage in the browser; memory in tests and on the server). */
export interface SessionFlags {
  has(key: string): boolean;
  set(key: string): void;
}

export function memorySession(): SessionFlags {
  const flags = new Set<string>();
  return { has: (key) => flags.has(key), set: (key) => void flags.add(key) };
}

/** sessionStorage, or memory when the browser refuses it (private mode, storage blocked). */
export function browserSession(): SessionFlags {
  const fallback = memorySession();
  return {
    has: (key) => {
      try {
        return window.sessionStorage.getItem(key) === '1' || fallback.has(key);
      } catch {
        return fallback.has(key);
      }
    },
    set: (key) => {
      fallback.set(key);
      try {
        window.sessionStorage.setItem(key, '1');
      } catch {
        // memory keeps it for this page
      }
    },
  };
}
