import type { SignatureBlock } from '@vita/shared/resume';
import type { CSSProperties } from 'react';
import { memoByValue } from './same-value';

/** A handwriting font name as stored; quotes and backslashes would end the CSS string. */
const fontName = (name: string) => name.replace(/["\\]/g, '');

/** 'Ort, Datum' and the signature (text in a handwriting face, or the drawn or uploaded image). */
export const SignatureView = memoByValue(function SignatureView({
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
            fontFamily: `"${fontName(signature.fontFamily)}", "Segoe Script", "Brush Script MT", cursive`,
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
});
