import { useTranslation } from 'react-i18next';
import type { TAdminMember } from '../../../../shared/admin.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Popup } from '../../../components/ui/popup.tsx';
import { fullName } from '../admin-format.ts';

type TRejectPopupProps = { member: TAdminMember | null; onYes: (member: TAdminMember) => void; onNo: () => void };

/** Reject asks first (Yes/No): it decides for the whole family and mails them. */
export function RejectPopup({ member, onYes, onNo }: TRejectPopupProps) {
  const { t } = useTranslation('admin');
  return (
    <Popup open={member !== null} onClose={onNo} title={t('confirmReject.title')}>
      {member && (
        <>
          <p>{t('confirmReject.text', { name: fullName(member), givenId: member.givenId })}</p>
          <div className="admin-confirm__actions">
            <Button variant="secondary" onClick={onNo}>
              {t('confirmReject.no')}
            </Button>
            <Button variant="danger" onClick={() => onYes(member)}>
              {t('confirmReject.yes')}
            </Button>
          </div>
        </>
      )}
    </Popup>
  );
}
