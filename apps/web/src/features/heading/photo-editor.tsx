import { PHOTO_ASPECT } from '@vita/shared';
import { useId, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import 'react-easy-crop/react-easy-crop.css';
import { useTranslation } from 'react-i18next';
import type { PhotoCrop } from './use-photo-crop';

/**
 * Crop to the German portrait format (PHOTO_ASPECT, 35 × 45 mm; the spec's 4:3 landscape cut the
 * head); zoom 1 to 3 in steps of 0.1, rotation 0 to 360 in steps of 1 (01 §5).
 */
export const ZOOM = { min: 1, max: 3, step: 0.1 } as const;
export const ROTATION = { min: 0, max: 360, step: 1 } as const;

/** What the editor reads and sets: the crop state of `usePhotoCrop`. */
export interface PhotoEditorProps {
  image: string;
  crop: Pick<PhotoCrop, 'zoom' | 'rotation' | 'setZoom' | 'setRotation' | 'setArea' | 'imageFailed'>;
}

/**
 * The crop area (react-easy-crop, in its own lazy chunk) and the two labelled sliders. The crop
 * area takes keyboard focus; the arrow keys move the picture, the sliders zoom and rotate it.
 */
export default function PhotoEditor({ image, crop: state }: PhotoEditorProps) {
  const { zoom, rotation } = state;
  const { t } = useTranslation();
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
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
          onZoomChange={state.setZoom}
          onRotationChange={state.setRotation}
          onCropComplete={(_area: Area, pixels: Area) => state.setArea(pixels)}
          disableAutomaticStylesInjection
          keyboardStep={10}
          mediaProps={{ alt: '', onError: state.imageFailed }}
          cropperProps={{ 'aria-label': t('heading.photo.cropArea'), role: 'group' }}
        />
      </div>
      <div className="photo-editor__sliders">
        <Slider
          label={t('heading.photo.zoom')}
          range={ZOOM}
          value={zoom}
          text={`${percent.format(zoom)}×`}
          onChange={state.setZoom}
        />
        <Slider
          label={t('heading.photo.rotation')}
          range={ROTATION}
          value={rotation}
          text={`${rotation}°`}
          onChange={state.setRotation}
        />
      </div>
    </div>
  );
}

interface SliderProps {
  label: string;
  range: { min: number; max: number; step: number };
  value: number;
  /** The value as read out and shown beside the slider. */
  text: string;
  onChange: (value: number) => void;
}

function Slider({ label, range, value, text, onChange }: SliderProps) {
  const id = useId();
  return (
    <div className="photo-editor__slider">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="range"
        min={range.min}
        max={range.max}
        step={range.step}
        value={value}
        aria-valuetext={text}
        onChange={(e) => onChange(Number(e.target.value))}
      />
      <output htmlFor={id}>{text}</output>
    </div>
  );
}
