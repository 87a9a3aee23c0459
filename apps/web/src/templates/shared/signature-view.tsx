import type { SignatureBlock } from '@vita/shared/resume';
import type { CSSProperties } from 'react';

/** Generic fallbacks for the signature form's fonts (02 §2.6) that are not self-hosted. */
const GENERIC_FAMILY: Readonly<Record<string, string>> = {
  Arial: 'sans-serif',
  'Century Gothic': 'sans-serif',
  'Trebuchet MS': 'sans-serif',
  Verdana: 'sans-serif',
  'Bodoni MT': 'serif',
  Georgia: 'serif',
  'Palatino Linotype': 'serif',
  'Times New Roman': '"Tinos", serif',
  'Courier New': 'monospace',
};

/** The stored font name as a CSS font stack; quotes and backslashes would end the CSS string. */
export function signatureFontStack(name: string): string {
  const clean = name.replace(/["\\]/g, '').trim();
  return `"${clean}", ${GENERIC_FAMILY[clean] ?? 'cursive'}`;
}

/** 'Ort, Datum' and the signature (text in a handwriting face, or the drawn or uploaded image). */
export function SignatureView({
  signature,
  imageAlt,
  className,
}: {
  signature: SignatureBlock;
  imageAlt: string;
  className?: string;
}) {
  const align: CSSProperties = { textAlign: signature.alignment };
  return (
    <div className={className ? `vt-signature ${className}` : 'vt-signature'} style={align}>
      {signature.placeDate !== '' && <p className="vt-signature__place">{signature.placeDate}</p>}
      {signature.kind === 'text' && (
        <p
          className="vt-signature__text"
          style={{
            fontFamily: signatureFontStack(signature.fontFamily),
            fontSize: `${signature.size * 1.6}px`,
            color: signature.color,
          }}
        >
          {signature.text}
        </p>
      )}
      {signature.image !== null && (
        <img
          className="vt-signature__image"
          src={signature.image}
          alt={imageAlt}
          style={{ width: `${signature.size}px`, filter: `contrast(${signature.contrast}%)` }}
        />
      )}
    </div>
  );
}
