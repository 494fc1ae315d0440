// Toasts (spec section 9) through react-hot-toast, loaded when the first toast is asked for: most
// pages never show one, and the library (with its CSS-in-JS engine) stays out of their first load.
// The toaster mounts once the library is there and shows what was asked before it arrived.
import { useSyncExternalStore } from 'react';
import type hotToast from 'react-hot-toast';
import type { Toaster } from 'react-hot-toast';

type HotToast = { default: typeof hotToast; Toaster: typeof Toaster };
export type Toast = typeof hotToast;

let loaded: HotToast | null = null;
let loading: Promise<HotToast> | null = null;
const listeners = new Set<() => void>();

function load(): Promise<HotToast> {
  loading ??= import('react-hot-toast').then(
    (module) => {
      loaded = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      // A chunk that did not arrive (a dropped connection, a deploy in between) is asked for again
      // by the next toast, rather than every later toast waiting on this failure.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Calls `show` with react-hot-toast's `toast` once the library is loaded (at once when it is). */
export function withToast(show: (toast: Toast) => void): void {
  if (loaded) show(loaded.default);
  else load().then((module) => show(module.default), (error: unknown) => console.error('The toast library did not load:', error));
}

/** The toaster, rendered once the first toast loaded the library. */
export function LazyToaster({ position, duration }: { position: 'top-center' | 'top-right'; duration: number }) {
  const module = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => loaded,
    () => null,
  );
  return module ? <module.Toaster position={position} toastOptions={{ duration }} /> : null;
}
