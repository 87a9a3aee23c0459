/** A dialog of My Account: shown while `open`, closed with `onClose`, its call made with the login. */
export interface AccountDialogProps {
  open: boolean;
  onClose: () => void;
  loginToken: string;
}
