// zustand's persist needs a storage; on the server there is none, so state stays in memory there.
import { createJSONStorage, type StateStorage } from 'zustand/middleware';

const memory = (): StateStorage => {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
};

export const localJson = createJSONStorage(() => (typeof window === 'undefined' ? memory() : window.localStorage));
export const sessionJson = createJSONStorage(() => (typeof window === 'undefined' ? memory() : window.sessionStorage));
