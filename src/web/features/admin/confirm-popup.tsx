import { Button } from '../../components/ui/button.tsx';
import { Popup } from '../../components/ui/popup.tsx';

type TConfirmPopupProps = {
  open: boolean;
  title: string;
  text: string;
  yes: string;
  no: string;
  onYes: () => void;
  onNo: () => void;
};

/** A Yes/No question before something that cannot be undone (a delete). */
export function ConfirmPopup({ open, title, text, yes, no, onYes, onNo }: TConfirmPopupProps) {
  return (
    <Popup open={open} onClose={onNo} title={title}>
      <p>{text}</p>
      <div className="admin-confirm__actions">
        <Button variant="secondary" onClick={onNo}>
          {no}
        </Button>
        <Button variant="danger" onClick={onYes}>
          {yes}
        </Button>
      </div>
    </Popup>
  );
}
