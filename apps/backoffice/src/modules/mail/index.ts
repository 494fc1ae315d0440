// The mail module: the outbox, templates, shop links for mails, the sender, the dev pages and the
// admin's outbox.
// Public entry: other modules, server.ts, seed/ and scripts/ import only this file
// (docs/architecture-modules.md; the lint rule shop/module-boundaries enforces it).
export { type FreshOrderLink, registerMailAdminRoutes } from './admin-routes.ts';
export { escapeHtml, mailTextOfHtml } from './html.ts';
export { enqueueMail, type MailAttachment, type OutgoingMail } from './outbox.ts';
export { mailBacklog, setUpMail } from './setup.ts';
export { mailShopOf } from './shop-links.ts';
export { accountDeletedMail, emailChangeMail, type MailLang, mailLangOf, newsletterConfirmationMail, newsletterUnsubscribeMail, passwordResetMail } from './templates.ts';
