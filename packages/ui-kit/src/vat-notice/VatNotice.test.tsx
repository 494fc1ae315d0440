// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { VatNotice } from './VatNotice.tsx';

afterEach(cleanup);

describe('VatNotice', () => {
  it('shows the tax text followed by the shipping-cost link', () => {
    const { container } = render(
      <VatNotice text="inkl. 19% MwSt. zzgl." shippingHref="/versandkosten" shippingLabel="Versandkosten" />,
    );
    expect(container.textContent).toBe('inkl. 19% MwSt. zzgl. Versandkosten');
    expect(screen.getByRole('link', { name: 'Versandkosten' }).getAttribute('href')).toBe('/versandkosten');
    expect(container.firstElementChild?.tagName).toBe('P');
  });

  it('can render inline', () => {
    const { container } = render(
      <VatNotice as="span" text="incl. TVA" shippingHref="/versandkosten" shippingLabel="livrare" />,
    );
    expect(container.firstElementChild?.tagName).toBe('SPAN');
  });
});
