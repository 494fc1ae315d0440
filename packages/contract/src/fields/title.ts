/**
 * Customer title codes (spec section 3): 1 Mr, 2 Miss, 5 Association, any other value Company.
 * The storefront sends 3 for a company.
 */
import { z } from 'zod';
import { MAX_ID } from '../primitives.ts';
import { fieldMessages } from './messages.ts';

export const customerTitleCodes = { mr: 1, miss: 2, company: 3, association: 5 } as const;
export type CustomerTitleKind = keyof typeof customerTitleCodes;

export function customerTitleKind(code: number): CustomerTitleKind {
  if (code === customerTitleCodes.mr) return 'mr';
  if (code === customerTitleCodes.miss) return 'miss';
  if (code === customerTitleCodes.association) return 'association';
  return 'company';
}

export function isCompanyTitle(code: number): boolean {
  return customerTitleKind(code) === 'company';
}

// Any code other than 1, 2 and 5 means a company (the spec), but within the column's 32 bits.
export const customerTitleSchema = z.int({ error: fieldMessages.title_invalid }).positive({ error: fieldMessages.title_invalid }).max(MAX_ID, { error: fieldMessages.title_invalid });
