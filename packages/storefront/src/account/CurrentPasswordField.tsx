// The current password that confirms a change of the account (email, deletion): the back office's
// "wrong password" answer, or the field's own message.
import { useLingui } from '@lingui/react/macro';
import { TextField } from '../forms/TextField.tsx';
import { useFieldMessage } from '../forms/use-field-messages.ts';
import type { FormOutcome } from './ProfileSection.tsx';

export function CurrentPasswordField({ outcome }: { outcome: FormOutcome | null }) {
  const { t } = useLingui();
  const message = useFieldMessage();
  return (
    <TextField
      name="current_password"
      type="password"
      label={t`Current password`}
      autoComplete="current-password"
      error={outcome?.wrongPassword ? t`The current password is not correct.` : message(outcome?.errors.current_password)}
      required
    />
  );
}
