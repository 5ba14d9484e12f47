import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { renderWithI18n } from '../../testing/render-with-i18n.tsx';
import type { TAssociation } from '../../../shared/association.ts';
import { formPostQueryKey, type TFormPostState } from '../../../shared/form-post.ts';
import { AssociationProvider } from '../../lib/association.tsx';
import RegistrationPage from './registration-page.tsx';

/** The registration page in its tests: the association's details, an address, a refused post. */

export const association = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../../../association.json'), 'utf8'),
) as TAssociation;

export const SUCCESS_TEXT =
  'You have successfully submited your registration. We have sent you an email for membership fee payment details. Once you paid It will take one or two days to get it approved. You will get a notification in mail after the approval.';

export function renderPage(language = 'en', address = '/memberregistration', posted?: TFormPostState) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  if (posted) queryClient.setQueryData(formPostQueryKey(posted.form), posted);
  const user = userEvent.setup();
  const result = renderWithI18n(
    <QueryClientProvider client={queryClient}>
      <AssociationProvider value={association}>
        <MemoryRouter initialEntries={[address]}>
          <RegistrationPage />
        </MemoryRouter>
      </AssociationProvider>
    </QueryClientProvider>,
    { language },
  );
  return { user, ...result };
}

export /** The fieldset whose legend is `name`. */
function section(name: string): HTMLElement {
  return screen.getByRole('group', { name });
}
