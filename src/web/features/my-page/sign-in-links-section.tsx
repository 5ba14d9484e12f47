import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { setAppError } from '../../lib/app-error.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useRemoveSignInLink, useSignInLinks, useStartSignInLink } from './api/sign-in-links.ts';

/**
 * My page: the external sign-ins linked to the account, each to unlink, and the site's other
 * providers, each to link. Linking goes to the provider and back to /linksignin, where the
 * member's password and press link it; nothing links on the way.
 */
export function SignInLinksSection() {
  const { t } = useTranslation('signinlinks');
  const hydrated = useHydrated();
  const links = useSignInLinks({ enabled: hydrated });
  const start = useStartSignInLink();
  const remove = useRemoveSignInLink();
  if (!links.data || links.data.providers.length === 0) return null;
  const { linked, providers } = links.data;

  function link(provider: string) {
    start
      .mutateAsync(provider)
      .then(({ authorizePath }) => window.location.assign(authorizePath))
      .catch(setAppError);
  }

  return (
    <section aria-labelledby="mypage-sign-in-links">
      <h2 id="mypage-sign-in-links">{t('section.title')}</h2>
      <p>{t('section.intro')}</p>
      <ul className="mypage-sign-in-links">
        {providers.map((provider) => {
          const mine = linked.filter((entry) => entry.provider === provider.name);
          return (
            <li key={provider.name}>
              {mine.map((entry) => (
                <p key={`${entry.provider}-${entry.linkedAt}`} data-testid={`linked-${entry.provider}`}>
                  {entry.providerEmail
                    ? t('section.linked', { provider: entry.displayName, email: entry.providerEmail })
                    : t('section.linkedNoEmail', { provider: entry.displayName })}
                </p>
              ))}
              {mine.length > 0 ? (
                <Button
                  type="button"
                  variant="secondary"
                  busy={remove.isPending}
                  onClick={() => void remove.mutateAsync(provider.name).catch(setAppError)}
                >
                  {t('section.unlink', { provider: provider.displayName })}
                </Button>
              ) : (
                <Button type="button" variant="secondary" busy={start.isPending} onClick={() => link(provider.name)}>
                  {t('section.link', { provider: provider.displayName })}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
