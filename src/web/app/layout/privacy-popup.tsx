import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Popup } from '../../components/ui/popup.tsx';

export function PrivacyPopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Popup open={open} title={t('privacyPopup.title')} onClose={onClose} closeOnOutsideClick>
      <p>{t('privacyPopup.summary')}</p>
      <p>
        <Link to="/privacypolicy" onClick={onClose}>
          {t('privacyPopup.readPolicy')}
        </Link>
      </p>
    </Popup>
  );
}
