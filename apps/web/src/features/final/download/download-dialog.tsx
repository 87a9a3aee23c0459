/**
 * The download dialog (02 §2.5): PDF (value 1) or TXT (value 2), the resume name with its tip,
 * Cancel / Download. (Being built: issue 5; the login and plan gates come with issue 6.)
 */
export function DownloadDialog(_props: { open: boolean; onClose: () => void }) {
  return null;
}
