// Checking a VAT id against the EU's VIES service: one interface, two implementations.
// - `viesVatIdChecker`: the VIES REST API (POST {VIES_URL}/check-vat-number), used in production
//   always and in the demo with VAT_ID_CHECK=vies.
// - `standInVatIdChecker`: answers from a small fixed register, for the demo and the tests (VIES
//   cannot be reached from them). config.ts never lets production choose it, and `vatIdCheckerFor`
//   refuses to build it in production mode as well, the way the payment sandbox stays out.
// Format and check digit are the contract's (`checkVatId`); this is the step after.
import type { BackOfficeConfig } from '../../config.ts';

export type VatIdVerdict =
  | { status: 'valid'; name: string | null; address: string | null }
  | { status: 'invalid' }
  /** VIES or the member state's service did not answer: nothing is known. */
  | { status: 'unavailable'; reason: string };

export interface VatIdChecker {
  readonly kind: 'vies' | 'stand-in';
  /** `vatId`: canonical, with its country prefix (DE136695976, ATU13585627, RO18547290). */
  check(vatId: string): Promise<VatIdVerdict>;
}

/** VIES's country code and number of a canonical id ('ATU13585627' -> AT, U13585627). */
export function viesParts(vatId: string): { countryCode: string; vatNumber: string } {
  return { countryCode: vatId.slice(0, 2), vatNumber: vatId.slice(2) };
}

/** VIES writes '---' where a member state does not disclose a value (Germany gives no names). */
const disclosed = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' && value.trim() !== '---' ? value.trim() : null);

export function viesVatIdChecker(options: { baseUrl: string; timeoutMs?: number; fetch?: typeof fetch }): VatIdChecker {
  const fetchFn = options.fetch ?? fetch;
  return {
    kind: 'vies',
    async check(vatId) {
      let response: Response;
      try {
        response = await fetchFn(`${options.baseUrl}/check-vat-number`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(viesParts(vatId)),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (error) {
        return { status: 'unavailable', reason: error instanceof Error ? error.message : String(error) };
      }
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        return { status: 'unavailable', reason: `VIES answered ${response.status} without JSON` };
      }
      const answer = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
      // A checked number carries `valid`; a refusal (MS_UNAVAILABLE, TIMEOUT, MS_MAX_CONCURRENT_REQ,
      // ...) carries `errorWrappers` and no verdict.
      if (response.ok && typeof answer.valid === 'boolean') {
        return answer.valid ? { status: 'valid', name: disclosed(answer.name), address: disclosed(answer.address) } : { status: 'invalid' };
      }
      const wrappers = Array.isArray(answer.errorWrappers) ? (answer.errorWrappers as { error?: unknown }[]) : [];
      const code = wrappers.map((wrapper) => String(wrapper.error ?? '')).find(Boolean);
      // VIES answers INVALID_INPUT for a number it cannot even look up: that is a verdict too.
      if (code === 'INVALID_INPUT') return { status: 'invalid' };
      return { status: 'unavailable', reason: code ?? `VIES answered ${response.status}` };
    },
  };
}

/** The stand-in's register: well-formed ids with their answers. Any other id is unknown (invalid). */
export const standInRegister: Readonly<Record<string, VatIdVerdict>> = {
  DE136695976: { status: 'valid', name: null, address: null },
  ATU13585627: { status: 'valid', name: 'Muster Installationen GmbH', address: 'Mariahilfer Straße 1\n1060 Wien' },
  RO18547290: { status: 'valid', name: 'Instalații Popescu SRL', address: 'Strada Lipscani 5\nBucurești' },
  // A member state whose service is down: the admin sees "try again later".
  RO12345674: { status: 'unavailable', reason: 'MS_UNAVAILABLE' },
};

export function standInVatIdChecker(): VatIdChecker {
  return {
    kind: 'stand-in',
    async check(vatId) {
      return standInRegister[vatId] ?? { status: 'invalid' };
    },
  };
}

export function vatIdCheckerFor(config: Pick<BackOfficeConfig, 'mode' | 'vatIdCheck' | 'viesUrl'>): VatIdChecker {
  if (config.vatIdCheck === 'vies') return viesVatIdChecker({ baseUrl: config.viesUrl });
  if (config.mode === 'production') throw new Error('The stand-in VAT-id check is never used in production.');
  return standInVatIdChecker();
}
