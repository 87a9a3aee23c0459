import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountApi } from '../../api/account-api';
import { showToast } from '../../components/toast';
import { SectionCard } from '../../components/ui/section-card';
import { accountErrorText } from '../../session/error-text';
import { DeleteAccountDialog } from './delete-account-dialog';
import '../../session/account-texts';

/** Offers a JSON document as a file download. */
function saveJson(data: unknown, fileName: string): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * GDPR (Art. 15 and 20): download everything Vita holds about the account as JSON (every resume
 * included), and delete the account. Deleting logs out.
 */
export function DataSection({ loginToken }: { loginToken: string }) {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const exportData = async () => {
    setExporting(true);
    try {
      const { data } = await accountApi.exportAccount(loginToken);
      saveJson(data, `vita-daten-${data.exported_at.slice(0, 10)}.json`);
      showToast(t('account.data.exported'), 'success');
    } catch (error) {
      showToast(accountErrorText(error, t), 'error');
    } finally {
      setExporting(false);
    }
  };

  return (
    <SectionCard id="data" title={t('account.data.title')} intro={t('account.data.intro')}>
      <div className="account-section__actions">
        <button type="button" className="button button--secondary" aria-busy={exporting} onClick={exportData}>
          {t('account.data.export')}
        </button>
        <button type="button" className="button button--danger" onClick={() => setDeleting(true)}>
          {t('account.data.delete')}
        </button>
      </div>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} loginToken={loginToken} />
    </SectionCard>
  );
}
