import type { SignatureBlock } from '@vita/shared/resume';
import type { CSSProperties } from 'react';
import { fontStack, registerSignatureFonts } from './signature-fonts';

/** The stored font name as a CSS font stack (quotes and backslashes removed: they would end the string). */
export const signatureFontStack = fontStack;

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
  // The typed signature's face must be known wherever it shows (final page, PDF), not only on the
  // signature page; registering is idempotent and loads a file only when the text needs it.
  if (signature.kind === 'text') registerSignatureFonts();
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
