// Settings kept per shop country (the configuration and sales pages): read and replace them at
// `{path}` with `:country` the shop's country id (5, 13, 146).
import { z } from 'zod';
import { defineCall } from '../call.ts';
import { countryIdSchema } from '../fields/countries.ts';
import { okStatusSchema, queryInt } from '../primitives.ts';

const countryParams = z.object({ country: queryInt(countryIdSchema) });

export function countrySettingCalls<const P extends `/api/admin/${string}/:country`, B extends z.ZodType, D extends z.ZodType>(path: P, body: B, data: D) {
  return {
    detail: defineCall({ method: 'GET', path, auth: 'staff', params: countryParams, response: z.object({ data }) }),
    update: defineCall({ method: 'PUT', path, auth: 'staff', params: countryParams, body, response: z.object({ status_code: okStatusSchema, data }) }),
  } as const;
}
