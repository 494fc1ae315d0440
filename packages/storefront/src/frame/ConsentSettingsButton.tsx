// "Cookie settings" in the footer (issue 17): opens the consent banner again at any time, so the
// decision can be changed or withdrawn as easily as it was given (GDPR Art. 7(3)).
import { useLingui } from '@lingui/react/macro';
import { useConsentStore } from '../state/consent-store.ts';
import styles from './footer.module.css';

export function ConsentSettingsButton() {
  const { t } = useLingui();
  const reopen = useConsentStore((state) => state.reopen);
  return (
    <button type="button" className={styles.consentSettings} onClick={reopen}>
      {t`Cookie settings`}
    </button>
  );
}
