// Test entry of the customer module: the test kit and test-only hooks that tests of other modules use.
// Only test files (*.test.ts, *-test-kit.ts, src/testing/) may import it; the lint rule says so.
export { austrianAddress, countRows, errorCodeOf, fieldsOf, freshIp, germanAddress, linkParam, logIn, mailsTo, registerCustomer, registration, shopper, uniqueEmail } from './account-test-kit.ts';
export { issueCustomerToken } from './tokens.ts';
