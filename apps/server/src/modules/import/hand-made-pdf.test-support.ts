/**
 * Tiny PDFs written byte by byte, for the cases no CV tool makes on purpose: a page without any
 * text (what a scanner gives), and a file locked with a password.
 */
export function handMadePdf(options: { text?: string; encrypted?: boolean } = {}): Buffer {
  const stream = options.text
    ? `BT /F1 12 Tf 72 720 Td (${options.text}) Tj ET`
    : '0 0 1 rg 72 600 200 100 re f';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  if (options.encrypted) {
    const hex = (byte: string) => `<${byte.repeat(32)}>`;
    objects.push(`<< /Filter /Standard /V 1 /R 2 /O ${hex('ab')} /U ${hex('cd')} /P -44 >>`);
  }
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  const encrypt = options.encrypted
    ? ` /Encrypt ${objects.length} 0 R /ID [<${'11'.repeat(16)}> <${'11'.repeat(16)}>]`
    : '';
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${encrypt} >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
