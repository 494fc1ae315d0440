// Test entry of the mail module: the test kit and test-only hooks that tests of other modules use.
// Only test files (*.test.ts, *-test-kit.ts, src/testing/) may import it; the lint rule says so.
export { type FakeSmtpServer, startFakeSmtpServer } from './fake-smtp-server.ts';
export { deliverableBody } from './outbox.ts';
export { createMailSender, smtpTransport } from './sender.ts';
