import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../components/modal-dialog';
import { SaveStatus } from '../../components/save-status';
import { cropToJpeg, type PixelArea } from './crop-image';
import type { PhotoUpload } from './use-photo-upload';

// react-easy-crop loads only when the modal shows an image (DESIGN.md §4: the cropper is lazy).
const PhotoEditor = lazy(() => import('./photo-editor'));

interface PhotoModalProps {
  open: boolean;
  onClose: () => void;
  upload: PhotoUpload;
}

const normaliseRotation = (degrees: number) => ((Math.round(degrees) % 360) + 360) % 360;

/** 01 §2: image file input, 4:3 crop, zoom and rotation sliders, tips, Cancel and Save. */
export function PhotoModal({ open, onClose, upload }: PhotoModalProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const tipsId = useId();
  const errorId = useId();
  const [image, setImage] = useState<string | null>(null);
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [area, setArea] = useState<PixelArea | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const [fileName, setFileName] = useState('');

  // Object URLs hold the whole file in memory: release each one when it is replaced or closed.
  useEffect(() => () => void (image && URL.revokeObjectURL(image)), [image]);

  const reset = () => {
    setImage(null);
    setZoom(1);
    setRotation(0);
    setArea(null);
    setError(null);
    upload.reset();
  };
  const close = () => {
    reset();
    setFileName('');
    onClose();
  };

  const chooseFile = (file: File | undefined) => {
    reset();
    if (!file) return;
    if (file.type !== '' && !file.type.startsWith('image/')) {
      setError(t('heading.photo.notAnImage'));
      return;
    }
    setImage(URL.createObjectURL(file));
  };

  const save = async () => {
    if (!image || !area) {
      setError(t('heading.photo.selectFirst'));
      return;
    }
    setError(null);
    setExporting(true);
    let blob: Blob;
    try {
      blob = await cropToJpeg(image, area, rotation);
    } catch {
      setError(t('heading.photo.notAnImage'));
      return;
    } finally {
      setExporting(false);
    }
    const outcome = await upload.run(blob);
    if (outcome === 'saved') close();
  };

  const busy = exporting || upload.state.status === 'pending';
  const describedBy = [tipsId, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <ModalDialog
      open={open}
      title={t('heading.photo.modalTitle')}
      onClose={close}
      closeLabel={t('common.close')}
    >
      <div className="photo-modal">
        {/* The browser's own file button speaks the browser's language; ours speaks the page's. */}
        <div className="photo-modal__picker">
          <input
            id={inputId}
            className="photo-modal__file"
            type="file"
            accept="image/*"
            aria-describedby={describedBy}
            onChange={(e) => {
              const file = e.target.files?.[0];
              setFileName(file?.name ?? '');
              chooseFile(file);
            }}
          />
          <label className="button button--secondary photo-modal__choose" htmlFor={inputId}>
            {t('heading.photo.chooseFile')}
          </label>
          <span className="photo-modal__file-name">{fileName || t('heading.photo.noFile')}</span>
        </div>
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
            <PhotoEditor
              image={image}
              zoom={zoom}
              rotation={rotation}
              onZoomChange={setZoom}
              onRotationChange={(r) => setRotation(normaliseRotation(r))}
              onAreaChange={setArea}
              onImageError={() => {
                setImage(null);
                setError(t('heading.photo.notAnImage'));
              }}
            />
          </Suspense>
        )}
        <SaveStatus state={upload.state} />
        <div className="photo-modal__actions">
          <button type="button" className="button button--secondary" onClick={close}>
            {t('heading.photo.cancel')}
          </button>
          <button type="button" className="button button--primary" onClick={save} disabled={busy || !image}>
            {t('heading.photo.save')}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
