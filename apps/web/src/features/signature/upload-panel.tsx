import type { Signature } from '@vita/shared';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCEPT, type ImageError, readSignatureImage } from './image-file';
import { AlignmentField, SizeField } from './signature-controls';
import type { PanelProps } from './signature-panels';
import { CONTRAST, stepSize } from './signature-values';

type Reader = typeof readSignatureImage;

const JUSTIFY: Record<Signature['adjustment'], string> = {
  left: 'flex-start',
  center: 'center',
  right: 'flex-end',
};

/**
 * 'Hochladen' (tab 2): BILD AUSWÄHLEN (.png, .gif, .jpg), a contrast slider (100–200), alignment
 * and size. The picture is checked and re-encoded in the browser (image-file.ts); the contrast is
 * stored beside it and applied when it is shown, so moving the slider back loses nothing.
 */
export function UploadPanel({
  signature,
  onChange,
  read = readSignatureImage,
}: PanelProps & { read?: Reader }) {
  const { t } = useTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ImageError | null>(null);
  const patch = (p: Partial<Signature>) => onChange({ ...signature, ...p });
  const contrastId = `${id}-contrast`;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file can be chosen again after an error
    if (!file) return;
    setBusy(true);
    setError(null);
    const result = await read(file);
    setBusy(false);
    if (result.ok) patch({ upload: result.dataUrl });
    else setError(result.error);
  };

  return (
    <div className="sig-panel">
      <p className="sig-panel__hint">{t('signature.upload.hint')}</p>
      <div className="sig-upload__chooser">
        <div className="sig-panel__row">
          <button
            ref={chooseRef}
            type="button"
            className="button button--primary"
            onClick={() => !busy && inputRef.current?.click()}
            aria-disabled={busy || undefined}
            aria-describedby={`${id}-formats`}
          >
            {t('signature.upload.choose')}
          </button>
          <input
            ref={inputRef}
            type="file"
            accept={ACCEPT}
            className="visually-hidden"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => void choose(event)}
          />
          {signature.upload !== '' && (
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => {
                patch({ upload: '' });
                chooseRef.current?.focus(); // the remove button goes away
              }}
            >
              {t('signature.upload.remove')}
            </button>
          )}
        </div>
        <p className="field__hint" id={`${id}-formats`}>
          {t('signature.upload.formats')}
        </p>
        <div role="status" className="sig-upload__status">
          {busy && t('signature.upload.reading')}
        </div>
        <div role="alert">
          {error && <p className="field__error">{t(`signature.upload.errors.${error}`)}</p>}
        </div>
      </div>
      <UploadPicture signature={signature} />
      <div className="sig-panel__controls">
        <ContrastField
          id={contrastId}
          value={signature.contrast}
          onChange={(contrast) => patch({ contrast })}
        />
        <AlignmentField value={signature.adjustment} onChange={(adjustment) => patch({ adjustment })} />
        <SizeField
          kind="upload"
          size={signature.imageSize}
          onStep={(d) => onChange(stepSize(signature, d))}
        />
      </div>
    </div>
  );
}

/** The uploaded picture as it will stand on the resume: aligned, sized and with its contrast. */
function UploadPicture({ signature }: { signature: Signature }) {
  const { t } = useTranslation();
  return (
    <div className="sig-upload__picture" style={{ justifyContent: JUSTIFY[signature.adjustment] }}>
      {signature.upload === '' ? (
        <p className="sig-upload__empty">{t('signature.upload.none')}</p>
      ) : (
        <img
          src={signature.upload}
          alt={t('signature.upload.alt')}
          style={{ width: `${signature.imageSize}px`, filter: `contrast(${signature.contrast}%)` }}
        />
      )}
    </div>
  );
}

/** The contrast slider (100–200 %), with its value beside it. */
function ContrastField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: number;
  onChange(value: number): void;
}) {
  const { t } = useTranslation();
  return (
    <div className="sig-contrast">
      <label className="sig-label" htmlFor={id}>
        {t('signature.upload.contrast')}
      </label>
      <div className="sig-contrast__row">
        <input
          id={id}
          type="range"
          min={CONTRAST.min}
          max={CONTRAST.max}
          step={CONTRAST.step}
          value={value}
          aria-valuetext={`${value} %`}
          onChange={(event) => onChange(Number(event.target.value))}
        />
        <output htmlFor={id}>{value} %</output>
      </div>
    </div>
  );
}
