import { describe, expect, it } from 'vitest';
import { isFormPage } from './form-pages.ts';

describe('isFormPage', () => {
  it('knows the pages where floating buttons would cover fields (issue 37)', () => {
    for (const path of ['/checkout', '/login-register', '/account', '/account/order/7', '/forgot-password', '/vertrag-widerrufen', '/retragere-din-contract']) expect(isFormPage(path), path).toBe(true);
    for (const path of ['/', '/cart', '/product/12', '/accountant', '/checkout-info']) expect(isFormPage(path), path).toBe(false);
  });
});
