import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ATTENDANCE_LIMITS, ZGuestDetails, type TGuestDetails } from '../../../shared/attendance.schema.ts';
import { GENDERS } from '../../../shared/member-values.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dropdown } from '../../components/ui/dropdown.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';

type TErrors = Partial<Record<keyof TGuestDetails, string>>;

/** A guest who came without being enrolled: name, birth year and gender, as the grant report counts them. */
export function GuestForm({ day, onAdd }: { day: string; onAdd: (guest: TGuestDetails) => void }) {
  const { t } = useTranslation('attendance');
  const [name, setName] = useState('');
  const [birthYear, setBirthYear] = useState('');
  const [gender, setGender] = useState('');
  const [errors, setErrors] = useState<TErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const year = /^\d{4}$/.test(birthYear.trim()) ? Number(birthYear.trim()) : Number.NaN;
    const parsed = ZGuestDetails.safeParse({ name, birthYear: year, gender });
    const found: TErrors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof TGuestDetails;
        found[field] ??= issue.message;
      }
    }
    if (gender === '') found.gender = 'mandatory';
    if (birthYear.trim() === '') found.birthYear = 'mandatory';
    else if (year > Number(day.slice(0, 4))) found.birthYear = 'valueInvalid';
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    onAdd(parsed.data);
    setName('');
    setBirthYear('');
    setGender('');
  };

  const error = (field: keyof TGuestDetails) => (errors[field] ? t(`validation:${errors[field]}`) : undefined);
  return (
    <form className="attendance-guest-form" onSubmit={submit} noValidate aria-labelledby="attendance-guest-heading">
      <h2 id="attendance-guest-heading">{t('guest.heading')}</h2>
      <TextInput
        label={t('guest.name')}
        value={name}
        onChange={setName}
        mandatory
        maxLength={ATTENDANCE_LIMITS.guestName}
        autoComplete="off"
        error={error('name')}
      />
      <TextInput
        label={t('guest.birthYear')}
        value={birthYear}
        onChange={setBirthYear}
        mandatory
        inputMode="numeric"
        maxLength={4}
        autoComplete="off"
        error={error('birthYear')}
      />
      <Dropdown
        label={t('guest.gender')}
        value={gender}
        onChange={setGender}
        mandatory
        placeholder={t('guest.choose')}
        options={GENDERS.map((value) => ({ value, label: t(`guest.genders.${value}`) }))}
        error={error('gender')}
      />
      <Button type="submit" variant="secondary">
        {t('guest.add')}
      </Button>
    </form>
  );
}
