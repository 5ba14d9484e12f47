import type { ReactNode } from 'react';
import type { i18n as TI18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { TAssociation } from '../../shared/association.ts';
import { AssociationProvider } from '../lib/association.tsx';
import { SessionProvider } from '../lib/session/session-provider.tsx';

type TAppProvidersProps = {
  i18n: TI18n;
  queryClient: QueryClient;
  association: TAssociation;
  children: ReactNode;
};

export function AppProviders({ i18n, queryClient, association, children }: TAppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AssociationProvider value={association}>
          <SessionProvider>{children}</SessionProvider>
        </AssociationProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
