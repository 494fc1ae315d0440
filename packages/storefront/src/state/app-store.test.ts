// The app version rule (spec section 4, issue 17): a changed version returns to the last location,
// which is remembered on every page but sign-in and forgot-password.
import { beforeEach, describe, expect, it } from 'vitest';

class MemoryStorage {
  private values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
  clear() {
    this.values.clear();
  }
}

const storage = new MemoryStorage();
// The store reads window.localStorage; in Node a stand-in with the same calls.
Object.assign(globalThis, { window: { localStorage: storage } });
const { APP_VERSION, useAppStore } = await import('./app-store.ts');

async function storedVersion(version: string | null, lastLocation: string) {
  storage.clear();
  storage.setItem('app', JSON.stringify({ state: { version, showNewVersionToast: false, lastLocation }, version: 0 }));
  await useAppStore.persist.rehydrate();
}

describe('app version', () => {
  beforeEach(() => storage.clear());

  it('a first visit stores the version and does nothing else', async () => {
    await storedVersion(null, '/');
    expect(useAppStore.getState().checkVersion('/product/1')).toEqual({ action: 'none' });
    expect(useAppStore.getState().version).toBe(APP_VERSION);
  });

  it('a changed version returns to the page it happened on, and shows the toast once after it', async () => {
    await storedVersion('1.0.6', '/cart');
    expect(useAppStore.getState().checkVersion('/product/1?size=2')).toEqual({ action: 'return', to: '/product/1?size=2' });
    expect(useAppStore.getState().checkVersion('/product/1?size=2')).toEqual({ action: 'toast' });
    useAppStore.getState().toastShown();
    expect(useAppStore.getState().checkVersion('/product/1?size=2')).toEqual({ action: 'none' });
  });

  it('on sign-in and forgot-password it returns to the place remembered before', async () => {
    await storedVersion('1.0.6', '/versandkosten');
    expect(useAppStore.getState().checkVersion('/forgot-password')).toEqual({ action: 'return', to: '/versandkosten' });
    await storedVersion('1.0.6', '/cart');
    expect(useAppStore.getState().checkVersion('/login-register?tab=register')).toEqual({ action: 'return', to: '/cart' });
  });

  it('remembers every page but sign-in and forgot-password', async () => {
    await storedVersion(APP_VERSION, '/');
    useAppStore.getState().rememberLocation('/faq');
    useAppStore.getState().rememberLocation('/login-register');
    useAppStore.getState().rememberLocation('/forgot-password?sent=1');
    expect(useAppStore.getState().lastLocation).toBe('/faq');
  });
});
