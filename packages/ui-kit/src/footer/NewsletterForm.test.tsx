// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormEvent } from 'react';
import { NewsletterForm } from './NewsletterForm.tsx';

afterEach(cleanup);

const props = {
  action: '/newsletter',
  label: 'Newsletter abonnieren',
  placeholder: 'Ihre E-Mail-Adresse',
  submitLabel: 'Anmelden',
};

describe('NewsletterForm', () => {
  it('is a real GET form to the action with a required email field named "email"', () => {
    render(<NewsletterForm {...props} />);
    const input = screen.getByLabelText('Newsletter abonnieren') as HTMLInputElement;
    const form = input.form as HTMLFormElement;
    expect(form.getAttribute('action')).toBe('/newsletter');
    expect(form.method).toBe('get');
    expect(input.type).toBe('email');
    expect(input.name).toBe('email');
    expect(input.required).toBe(true);
    expect(input.placeholder).toBe('Ihre E-Mail-Adresse');
  });

  it('submits the typed address as email=…, which the browser URL-encodes into the query', () => {
    let submitted = '';
    const onSubmit = vi.fn((event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const data = new FormData(event.currentTarget);
      submitted = new URLSearchParams(data as unknown as Record<string, string>).toString();
    });
    render(<NewsletterForm {...props} onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('Newsletter abonnieren'), { target: { value: 'anna+bad@example.de' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(submitted).toBe('email=anna%2Bbad%40example.de');
  });

  it('can start filled in and post instead', () => {
    render(<NewsletterForm {...props} method="post" defaultEmail="a@b.de" />);
    const input = screen.getByLabelText('Newsletter abonnieren') as HTMLInputElement;
    expect(input.value).toBe('a@b.de');
    expect(input.form?.method).toBe('post');
  });
});
