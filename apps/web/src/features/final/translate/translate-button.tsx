import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TranslationEditorDialog } from './translation-editor-dialog';
import { useTranslationFields } from './use-translation-fields';
import '../texts';

/** "Übersetzen (N offen)": opens the side-by-side editor of this English version. */
export function TranslateButton({
  resumeToken,
  loginToken,
}: {
  resumeToken: string;
  loginToken: string | null;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const fields = useTranslationFields(resumeToken, loginToken);
  const count = fields.data?.untranslated_count;
  return (
    <>
      <button type="button" className="final-actions__spellcheck" onClick={() => setOpen(true)}>
        {count === undefined
          ? t('final.translate.openPlain')
          : count === 0
            ? t('final.translate.openNone')
            : t('final.translate.open', { count })}
      </button>
      <TranslationEditorDialog
        open={open}
        onClose={() => setOpen(false)}
        resumeToken={resumeToken}
        loginToken={loginToken}
      />
    </>
  );
}
