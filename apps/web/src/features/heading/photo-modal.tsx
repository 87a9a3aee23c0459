import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../components/modal-dialog';
import { SaveStatus } from '../../components/save-status';
import { DialogActions } from '../../components/ui/dialog-actions';
import { FilePicker } from '../../components/ui/file-picker';
import { usePhotoCrop } from './use-photo-crop';
import type { PhotoUpload } from './use-photo-upload';

// react-easy-crop loads only when the modal shows an image (DESIGN.md §4: the cropper is lazy).
const PhotoEditor = lazy(() => import('./photo-editor'));

interface PhotoModalProps {
  open: boolean;
  onClose: () => void;
  upload: PhotoUpload;
}

/** 01 §2: image file input, 4:3 crop, zoom and rotation sliders, tips, Cancel and Save. */
export function PhotoModal({ open, onClose, upload }: PhotoModalProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const tipsId = useId();
  const errorId = useId();
  const crop = usePhotoCrop(upload, onClose);
  const { image, error, close } = crop;
  const describedBy = [tipsId, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <ModalDialog open={open} title={t('heading.photo.modalTitle')} onClose={close}>
      <div className="photo-modal">
        <FilePicker
          id={inputId}
          choose={t('heading.photo.chooseFile')}
          accept="image/*"
          describedBy={describedBy}
          fileName={crop.fileName}
          onChange={(e) => crop.pickFile(e.target.files?.[0])}
        />
        <p id={tipsId} className="field__hint">
          {t('heading.photo.tips')}
        </p>
        {error && (
          <p id={errorId} className="field__error" role="alert">
            {error}
          </p>
        )}
        {image && (
          <Suspense fallback={<p role="status">{t('heading.photo.loadingEditor')}</p>}>
            <PhotoEditor image={image} crop={crop} />
          </Suspense>
        )}
        <SaveStatus state={upload.state} />
        <DialogActions
          className="photo-modal__actions"
          cancelFirst
          cancelLabel={t('heading.photo.cancel')}
          onCancel={close}
          confirmLabel={t('heading.photo.save')}
          onConfirm={crop.save}
          disabled={crop.busy || !image}
        />
      </div>
    </ModalDialog>
  );
}
