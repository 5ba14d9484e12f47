import { useTranslation } from 'react-i18next';
import { useProviders } from './api/get-providers.ts';

/**
 * One button per external sign-in provider. Each is a plain link: the browser leaves for the
 * provider, so the router must not handle it. The server embeds the list (its loader in app/page-loaders.ts), so
 * the links work before the app has loaded.
 */
export function ProviderButtons() {
  const { t } = useTranslation('accounts');
  const providers = useProviders();
  if (!providers.data?.length) return null;
  return (
    <div className="accounts__providers">
      <h2 className="accounts__heading">{t('login.providersHeading')}</h2>
      <ul className="link-list">
        {providers.data.map((provider) => (
          <li key={provider.name}>
            <a className="button-link" href={provider.authorizePath}>
              {t('login.withProvider', { provider: provider.displayName })}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
