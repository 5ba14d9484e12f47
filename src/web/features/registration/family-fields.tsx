import { useTranslation } from 'react-i18next';
import { Dropdown } from '../../components/ui/dropdown.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { GENDERS } from '../../../shared/member-values.ts';
import { removeKidIntent, type TKidFields } from '../../../shared/registration-form.ts';
import { FormPress } from '../../components/ui/form-press.tsx';

/** What a field needs from the form: its name (its dotted path), value, translated error, change and blur handlers. */
export type TFieldBinding = {
  name: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  onBlur: () => void;
};

export type TBind = (path: string) => TFieldBinding;

const NAME_MAX = 100;

function NameFields({ bind, prefix, autoComplete }: { bind: TBind; prefix: string; autoComplete: boolean }) {
  const { t } = useTranslation('registration');
  return (
    <>
      <TextInput
        {...bind(`${prefix}.firstName`)}
        label={t('fields.firstName')}
        mandatory
        maxLength={NAME_MAX}
        autoComplete={autoComplete ? 'given-name' : 'off'}
      />
      <TextInput
        {...bind(`${prefix}.lastName`)}
        label={t('fields.lastName')}
        mandatory
        maxLength={NAME_MAX}
        autoComplete={autoComplete ? 'family-name' : 'off'}
      />
      <TextInput
        {...bind(`${prefix}.personalNumber`)}
        label={t('fields.personalNumber')}
        placeholder={t('fields.personalNumberPlaceholder')}
        mandatory
        maxLength={20}
        // Digits with '-' or '+': a phone's number pad is enough, and 12 bare digits are accepted.
        inputMode="numeric"
        autoComplete="off"
      />
    </>
  );
}

export function SelfFields({ bind }: { bind: TBind }) {
  const { t } = useTranslation('registration');
  const genders = GENDERS.map((gender) => ({ value: gender, label: t(`gender.${gender}`) }));
  return (
    <>
      <fieldset className="registration__section">
        <legend className="registration__legend">{t('sections.self')}</legend>
        <div className="registration__grid">
          <NameFields bind={bind} prefix="self" autoComplete />
          <Dropdown {...bind('self.gender')} label={t('fields.gender')} options={genders} />
          <TextInput {...bind('self.email')} label={t('fields.email')} type="email" mandatory autoComplete="email" />
        </div>
      </fieldset>
      <fieldset className="registration__section">
        <legend className="registration__legend">{t('sections.address')}</legend>
        <div className="registration__grid">
          <TextInput {...bind('self.streetAddress')} label={t('fields.streetAddress')} autoComplete="street-address" />
          <TextInput {...bind('self.city')} label={t('fields.city')} autoComplete="address-level2" />
          <TextInput {...bind('self.postalCode')} label={t('fields.postalCode')} autoComplete="postal-code" />
          <TextInput {...bind('self.country')} label={t('fields.country')} autoComplete="country-name" />
          <TextInput {...bind('self.phoneNumber')} label={t('fields.phoneNumber')} type="tel" autoComplete="tel" />
        </div>
      </fieldset>
    </>
  );
}

export function SpouseFields({ bind }: { bind: TBind }) {
  const { t } = useTranslation('registration');
  return (
    <div className="registration__grid registration__spouse">
      <NameFields bind={bind} prefix="spouse" autoComplete={false} />
      <TextInput {...bind('spouse.email')} label={t('fields.email')} type="email" mandatory autoComplete="off" />
      <TextInput {...bind('spouse.phoneNumber')} label={t('fields.phoneNumber')} type="tel" autoComplete="off" />
    </div>
  );
}

export function kidFirstNameId(kid: TKidFields): string {
  return `registration-kid-${kid.key}-first-name`;
}

type TKidFieldsProps = { bind: TBind; kid: TKidFields; index: number; onRemove: () => void };

export function KidFieldset({ bind, kid, index, onRemove }: TKidFieldsProps) {
  const { t } = useTranslation('registration');
  const number = index + 1;
  const prefix = `kids.${index}`;
  return (
    <fieldset className="registration__kid">
      <legend className="registration__kid-legend">{t('kids.kid', { number })}</legend>
      <div className="registration__grid">
        <TextInput
          {...bind(`${prefix}.firstName`)}
          id={kidFirstNameId(kid)}
          label={t('fields.firstName')}
          mandatory
          maxLength={NAME_MAX}
          autoComplete="off"
        />
        <TextInput
          {...bind(`${prefix}.lastName`)}
          label={t('fields.lastName')}
          mandatory
          maxLength={NAME_MAX}
          autoComplete="off"
        />
        <TextInput
          {...bind(`${prefix}.personalNumber`)}
          label={t('fields.personalNumber')}
          placeholder={t('fields.personalNumberPlaceholder')}
          mandatory
          maxLength={20}
          inputMode="numeric"
          autoComplete="off"
        />
      </div>
      <FormPress
        variant="secondary"
        intent={removeKidIntent(index)}
        className="registration__remove"
        aria-label={t('kids.removeLabel', { number })}
        onPress={onRemove}
      >
        {t('kids.remove')}
      </FormPress>
    </fieldset>
  );
}
