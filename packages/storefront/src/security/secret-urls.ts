// Pages whose address carries a secret (a password-reset token, the hash that opens a guest's
// order): they send no Referer anywhere and load no third-party script, so the secret stays with
// the shop. Links into them load a whole document, so the page's own policy applies.
export function urlCarriesSecret(url: URL): boolean {
  const path = url.pathname.replace(/\.data$/, '');
  return (
    path.startsWith('/guest/invoice/') ||
    (path === '/forgot-password' && url.searchParams.has('token')) ||
    (path === '/account/email-confirm' && url.searchParams.has('token')) ||
    (path === '/order-placed' && url.searchParams.has('hash'))
  );
}
