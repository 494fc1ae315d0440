// The customer module: accounts, sessions and tokens, addresses, and the shared guards (attempt
// limits, the shopper's address, secret link tokens) that newsletter and withdrawals use too.
// Public entry: other modules, server.ts, seed/ and scripts/ import only this file
// (docs/architecture-modules.md; the lint rule shop/module-boundaries enforces it).
export { accountAcceptsToken, currentCustomer, requireAdmin } from './current-customer.ts';
export { demoAccounts, seedDemoAccounts } from './demo-accounts.ts';
export { type CompanyData, type CustomerRow, findCustomerById, lockCustomerRow, setAccountBlocked, setCompanyData } from './customer-repository.ts';
export { checkLogin } from './login.ts';
export { listReviewsOfCustomer } from './own-review-repository.ts';
export { passwordResetMailFor } from './password-reset.ts';
export { findOpenResetLinkSince } from './reset-token-repository.ts';
export { registerCustomerHelperRoutes } from './helper-routes.ts';
export { verifyPassword } from './passwords.ts';
export { postalAddressOf } from './postal-address.ts';
export { createRateLimiter, type RateLimiter, rateRules } from './rate-limit.ts';
export { registerCustomerRoutes } from './routes.ts';
export { hashSecretToken, invalidLink, newSecretToken, sameSecretToken } from './secret-tokens.ts';
export { addressKey, shopperIp } from './shopper-ip.ts';
export { standInRegister, standInVatIdChecker, vatIdCheckerFor, type VatIdChecker, type VatIdVerdict, viesVatIdChecker } from './vat-id-check.ts';
export { scheduleVatIdRechecks } from './vat-id-verification.ts';
