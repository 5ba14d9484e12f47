import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../components/ui/loading.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';

// The list's code comes after the page is interactive: the section sits below the family's details
// and bookings, and its data is read in the browser anyway, so the page's own script stays small.
const MyActivitiesList = lazy(async () => ({ default: (await import('./my-activities-list.tsx')).MyActivitiesList }));

/** The weekly activities on /mypage, with the family's members who may join each. */
export function MyActivitiesSection() {
  const { t } = useTranslation('activities');
  const hydrated = useHydrated();
  return (
    <section aria-labelledby="mypage-activities" className="mypage-activities" data-testid="my-activities">
      <h2 id="mypage-activities">{t('family.heading')}</h2>
      {hydrated ? (
        <Suspense fallback={<Loading />}>
          <MyActivitiesList />
        </Suspense>
      ) : (
        <Loading />
      )}
    </section>
  );
}
