// How a mail's state reads in the admin.
import { useLingui } from '@lingui/react/macro';
import type { MailStatus } from '@shop/contract/admin';

export function useMailStatusLabel(): (status: MailStatus) => string {
  const { t } = useLingui();
  const labels: Record<MailStatus, string> = { sent: t`Sent`, waiting: t`Waiting`, failed: t`Failed` };
  return (status) => labels[status];
}
