import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADULT_AGE, FREE_BELOW_AGE } from '../../../shared/fees.ts';
import { familyFee, type TPersonFee } from './family-fee.ts';
import type { TFamilyPerson } from './registration-form-state.ts';

function useWho(): (person: TFamilyPerson) => string {
  const { t } = useTranslation('registration');
  return (person) => (person.who === 'kid' ? t('kids.kid', { number: person.kidNumber }) : t(`fee.who.${person.who}`));
}

function PersonLine({ person }: { person: TPersonFee }) {
  const { t } = useTranslation('registration');
  const { t: tv } = useTranslation('validation');
  const who = useWho()(person);
  if (!person.counted) {
    const problem = person.problem === 'mandatory' ? t('fee.missingNumber') : tv(person.problem);
    return (
      <li className="registration-fee__person registration-fee__person--not-counted">
        {t('fee.personNotCounted', { who, problem })}
      </li>
    );
  }
  const text =
    person.band === 'adult'
      ? t('fee.personAdult', { who, fee: person.feeSek })
      : person.band === 'kid'
        ? t('fee.personKid', { who, fee: person.feeSek, from: FREE_BELOW_AGE, to: ADULT_AGE - 1 })
        : t('fee.personFree', { who, age: FREE_BELOW_AGE });
  return <li className="registration-fee__person">{text}</li>;
}

/**
 * The family's yearly fee, person by person, aged today. Shown once a personnummer is typed; a
 * person the fee cannot be counted for yet is marked with the reason rather than left out.
 */
export function FeeSummary({ people }: { people: readonly TFamilyPerson[] }) {
  const { t } = useTranslation('registration');
  // Today is read after hydration, never during render, so the server's HTML and the first render agree.
  const [today, setToday] = useState<Date | null>(null);
  useEffect(() => setToday(new Date()), []);
  const started = people.some((person) => person.personnummer.trim() !== '');
  const fee = today && started ? familyFee(people, today) : null;

  return (
    <div className="registration-fee" aria-live="polite">
      {fee && (
        <>
          <h3 className="registration-fee__title">{t('fee.title')}</h3>
          <ul className="registration-fee__list">
            {fee.people.map((person) => (
              <PersonLine key={`${person.who}-${person.kidNumber ?? 0}`} person={person} />
            ))}
          </ul>
          <p className="registration-fee__total">
            {fee.allCounted ? t('fee.total', { total: fee.totalSek }) : t('fee.partialTotal', { total: fee.totalSek })}
          </p>
        </>
      )}
    </div>
  );
}
