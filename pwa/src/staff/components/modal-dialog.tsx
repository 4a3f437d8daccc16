// A modal <dialog> for the admin screens: opened as a modal on mount (the rest of the page turns inert and
// focus stays inside), closed on unmount; Escape asks the owner to close it instead of closing it itself.
import { useEffect, useRef, type ReactNode } from 'react';

interface Props {
  className: string;
  /** The id of the dialog's heading, which names it. */
  labelledBy: string;
  onClose: () => void;
  children: ReactNode;
}

export function ModalDialog({ className, labelledBy, onClose, children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (typeof el.showModal === 'function' && !el.open) el.showModal();
    else el.setAttribute('open', '');
    return () => {
      if (el.open && typeof el.close === 'function') el.close();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className={className}
      aria-labelledby={labelledBy}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      {children}
    </dialog>
  );
}

/** The dialog's buttons: Cancel, which closes it, and the form's submit button, disabled while it works. */
export function DialogActions(props: {
  className: string;
  submit: string;
  busy: boolean;
  onClose: () => void;
}) {
  return (
    <div className={props.className}>
      <button type="button" className="button button--outline" onClick={props.onClose}>
        Cancel
      </button>
      <button type="submit" className="button" disabled={props.busy}>
        {props.submit}
      </button>
    </div>
  );
}
