import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TActivityPerson } from '../../../../shared/activities.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { useSearchPeople } from './api/search-people.ts';

export const personName = (person: TActivityPerson) => `${person.firstName} ${person.lastName} (${person.givenId})`;

/** A name search among approved members; each hit has a button that picks it. */
export function PersonPicker({
  label,
  pickLabel,
  exclude,
  onPick,
}: {
  label: string;
  /** The pick button's words for a person ("Add {{name}}"). */
  pickLabel: (name: string) => string;
  exclude: readonly number[];
  onPick: (person: TActivityPerson) => void;
}) {
  const { t } = useTranslation('activities');
  const [text, setText] = useState('');
  const found = useSearchPeople(text);
  const hits = (found.data?.people ?? []).filter((person) => !exclude.includes(person.userId));
  return (
    <div className="activity-picker">
      <TextInput label={label} value={text} onChange={setText} maxLength={80} />
      {text.trim().length >= 2 && found.data && hits.length === 0 && <p>{t('admin.noneFound')}</p>}
      {hits.length > 0 && (
        <ul className="activity-family__members">
          {hits.map((person) => (
            <li key={person.userId}>
              <span>{personName(person)}</span>
              <Button
                variant="secondary"
                onClick={() => {
                  onPick(person);
                  setText('');
                }}
              >
                {pickLabel(personName(person))}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
