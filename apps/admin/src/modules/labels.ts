// Words the module pages share: the back office's field messages in the admin's language.
import { useLingui } from '@lingui/react/macro';
import { moduleAdminMessages } from '@shop/contract/admin';
import { useFieldMessage } from '../customers/labels.ts';

export function useModuleMessage(): (message: string | undefined) => string | undefined {
  const { t } = useLingui();
  const fieldMessage = useFieldMessage();
  const known: Record<string, string> = {
    [moduleAdminMessages.position_range]: t`Enter a whole number from 0 to 999.`,
    [moduleAdminMessages.amount_range]: t`Enter an amount from 0 to 10,000.`,
    [moduleAdminMessages.pickup_not_found]: t`No such pickup point.`,
  };
  return (message) => (message === undefined ? undefined : (known[message] ?? fieldMessage(message)));
}
