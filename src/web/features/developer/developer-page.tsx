import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title.tsx';
import { Button } from '../../components/ui/button.tsx';
import { setDeveloperMode, useDeveloperMode } from '../../lib/developer-mode.ts';

export default function DeveloperPage() {
  const { t } = useTranslation('common');
  const enabled = useDeveloperMode();
  return (
    <section className="page">
      <PageTitle pageKey="developer" />
      <p role="status">{enabled ? t('developer.isOn') : t('developer.isOff')}</p>
      <Button variant={enabled ? 'secondary' : 'primary'} onClick={() => setDeveloperMode(!enabled)}>
        {enabled ? t('developer.disable') : t('developer.enable')}
      </Button>
    </section>
  );
}
