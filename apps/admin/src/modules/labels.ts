// Words the module pages share: the back office's field messages in the admin's language.
import { useLingui } from '@lingui/react/macro';
import { moduleAdminMessages } from '@shop/contract/admin';
import { useKnownMessages } from '../customers/labels.ts';

export function useModuleMessage(): (message: string | undefined) => string | undefined {
  const { t } = useLingui();
  return useKnownMessages({
    [moduleAdminMessages.position_range]: t`Enter a whole number from 0 to 999.`,
    [moduleAdminMessages.amount_range]: t`Enter an amount from 0 to 10,000.`,
    [moduleAdminMessages.pickup_not_found]: t`No such pickup point.`,
  });
}
