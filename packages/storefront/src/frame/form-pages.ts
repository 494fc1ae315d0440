// Floating buttons (WhatsApp, the reviews badge, back to top) never cover a form (issue 37): on the
// pages where the shopper types, the frame leaves them out.
/** The pages where the shopper fills in a form: checkout, sign-in and account, password, withdrawal, newsletter. */
const FORM_PAGES = ['/checkout', '/login-register', '/account', '/forgot-password', '/vertrag-widerrufen', '/retragere-din-contract', '/newsletter'];

export function isFormPage(pathname: string): boolean {
  return FORM_PAGES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
