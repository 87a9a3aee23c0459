import { PHOTO_ASPECT } from '@vita/shared';
import { useId, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import 'react-easy-crop/react-easy-crop.css';
import { useTranslation } from 'react-i18next';
import type { PixelArea } from './crop-image';

/**
 * Crop to the German portrait format (PHOTO_ASPECT, 35 × 45 mm; the spec's 4:3 landscape cut the
 * head); zoom 1 to 3 in steps of 0.1, rotation 0 to 360 in steps of 1 (01 §5).
 */
export const ZOOM = { min: 1, max: 3, step: 0.1 } as const;
export const ROTATION = { min: 0, max: 360, step: 1 } as const;

export interface PhotoEditorProps {
  image: string;
  zoom: number;
  rotation: number;
  onZoomChange: (zoom: number) => void;
  onRotationChange: (rotation: number) => void;
  onAreaChange: (area: PixelArea) => void;
  onImageError: () => void;
}

/**
 * The crop area (react-easy-crop, in its own lazy chunk) and the two labelled sliders. The crop
 * area takes keyboard focus; the arrow keys move the picture, the sliders zoom and rotate it.
 */
export default function PhotoEditor(props: PhotoEditorProps) {
  const { image, zoom, rotation, onZoomChange, onRotationChange, onAreaChange, onImageError } = props;
  const { t } = useTranslation();
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const zoomId = useId();
  const rotationId = useId();
  const percent = new Intl.NumberFormat(t('heading.photo.numberLocale'), { maximumFractionDigits: 1 });

  return (
    <div className="photo-editor">
      <div className="photo-editor__crop">
        <Cropper
          image={image}
          crop={crop}
          zoom={zoom}
          rotation={rotation}
          aspect={PHOTO_ASPECT}
          minZoom={ZOOM.min}
          maxZoom={ZOOM.max}
          onCropChange={setCrop}
          onZoomChange={onZoomChange}
          onRotationChange={onRotationChange}
          onCropComplete={(_area: Area, pixels: Area) => onAreaChange(pixels)}
          disableAutomaticStylesInjection
          keyboardStep={10}
          mediaProps={{ alt: '', onError: onImageError }}
          cropperProps={{ 'aria-label': t('heading.photo.cropArea'), role: 'group' }}
        />
      </div>
      <div className="photo-editor__sliders">
        <div className="photo-editor__slider">
          <label htmlFor={zoomId}>{t('heading.photo.zoom')}</label>
          <input
            id={zoomId}
            type="range"
            min={ZOOM.min}
            max={ZOOM.max}
            step={ZOOM.step}
            value={zoom}
            aria-valuetext={`${percent.format(zoom)}×`}
            onChange={(e) => onZoomChange(Number(e.target.value))}
          />
          <output htmlFor={zoomId}>{`${percent.format(zoom)}×`}</output>
        </div>
        <div className="photo-editor__slider">
          <label htmlFor={rotationId}>{t('heading.photo.rotation')}</label>
          <input
            id={rotationId}
            type="range"
            min={ROTATION.min}
            max={ROTATION.max}
            step={ROTATION.step}
            value={rotation}
            aria-valuetext={`${rotation}°`}
            onChange={(e) => onRotationChange(Number(e.target.value))}
          />
          <output htmlFor={rotationId}>{`${rotation}°`}</output>
        </div>
      </div>
    </div>
  );
}
