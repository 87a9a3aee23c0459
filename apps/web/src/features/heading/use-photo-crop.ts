import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cropToJpeg, type PixelArea } from './crop-image';
import type { PhotoUpload } from './use-photo-upload';

const normaliseRotation = (degrees: number) => ((Math.round(degrees) % 360) + 360) % 360;

/**
 * The photo dialog's state: the chosen image, its crop, zoom and rotation, the error to show,
 * and saving (crop to JPEG, then upload; the dialog closes once the server has the photo).
 */
export type PhotoCrop = ReturnType<typeof usePhotoCrop>;

export function usePhotoCrop(upload: PhotoUpload, onClose: () => void) {
  const { t } = useTranslation();
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

  return {
    image,
    zoom,
    setZoom,
    rotation,
    setRotation: (degrees: number) => setRotation(normaliseRotation(degrees)),
    setArea,
    error,
    fileName,
    busy,
    close,
    save,
    pickFile: (file: File | undefined) => {
      setFileName(file?.name ?? '');
      chooseFile(file);
    },
    imageFailed: () => {
      setImage(null);
      setError(t('heading.photo.notAnImage'));
    },
  };
}
