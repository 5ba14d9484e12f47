import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import type { TFamilyProfile, TFamilyMember } from '../../../shared/profile.schema.ts';
import { EditForm } from './edit-form.tsx';
import { LogoutEverywhereButton } from './logout-everywhere-button.tsx';
import { ClosureRequest } from './closure-request.tsx';
import { SignInLinksSection } from './sign-in-links-section.tsx';
import { EditIconButton } from './edit-icon-button.tsx';
import { useDownloadExport } from './api/download-export.ts';
import { useFamilySource } from './family-source.ts';
import { MembershipSection } from './membership-section.tsx';
import { PreferencesForm } from './preferences-form.tsx';
import { formatAddress, formatBirthDate } from './profile-format.ts';
import { ADDRESS_SCHEMA, PROFILE_SELF_SCHEMA } from './profile-schemas.ts';

type TAboutTabProps = {
  profile: TFamilyProfile;
  me: TFamilyMember;
  onChanged: () => Promise<void>;
  /** The member's own renewal; the admin view records cash payments instead and passes none. */
  onRenew?: (members: readonly TFamilyMember[]) => void;
  /** The member has just said they paid for a renewal. */
  justPaid?: boolean;
  /** The edit form the page's address opens (/mypage?edit=address); the board's view opens none. */
  openedForm?: string | null;
};

function Row({ label, value, email = false }: { label: string; value: string | null; email?: boolean }) {
  return (
    <div className={email ? 'mypage-row mypage-row--email' : 'mypage-row'}>
      <dt>{label}</dt>
      <dd>{value ?? '-'}</dd>
    </div>
  );
}

export function AboutTab({ profile, me, onChanged, onRenew, justPaid, openedForm = null }: TAboutTabProps) {
  const { t, i18n } = useTranslation('mypage');
  // The board's view (/adminfamily) edits with the same forms; the member-only parts are hidden.
  const { admin } = useFamilySource();
  const downloadExport = useDownloadExport();
  const [editing, setEditing] = useState<'self' | 'address' | null>(
    openedForm === 'self' || openedForm === 'address' ? openedForm : null,
  );
  const postsAt = (kind: 'self' | 'address') => (admin ? undefined : `/mypage?edit=${kind}`);
  const [notice, setNotice] = useState<string | null>(null);
  const address = formatAddress(profile.address);
  // An account outside any family (an admin seeded from the environment) has only basic info.
  const inFamily = profile.familyNumber !== '';

  // The member's own new address waits for its link; the board's change waits for an account's owner.
  const emailNotice = (email: string): string | null =>
    email !== (me.email ?? '') && !admin ? t('emailVerificationSent') : null;
  // The board corrects a member's details, never the sign-in e-mail of their account: only its owner does.
  const ownEmailOnly = admin && me.hasAccount;

  const saved = async (message: string | null) => {
    setEditing(null);
    setNotice(message);
    await onChanged();
  };

  return (
    <div className="mypage-about">
      {notice && (
        <p role="status" className="mypage-notice">
          {notice}
        </p>
      )}
      <section aria-labelledby="mypage-basic">
        <h2 id="mypage-basic">
          {t('basicInfo')}{' '}
          {inFamily && editing !== 'self' && (
            <EditIconButton label={t('editSelf')} onClick={() => setEditing('self')} href={postsAt('self')} />
          )}
        </h2>
        {editing === 'self' ? (
          <EditForm
            kind="self"
            title={t('editSelf')}
            postsAt={postsAt('self')}
            schema={PROFILE_SELF_SCHEMA}
            fields={[
              { name: 'firstName', mandatory: true, autoComplete: 'given-name' },
              { name: 'lastName', mandatory: true, autoComplete: 'family-name' },
              { name: 'personalNumber', mandatory: true, maxLength: 13 },
              { name: 'email', mandatory: true, type: 'email', autoComplete: 'email' },
              { name: 'currentPassword', type: 'password', autoComplete: 'current-password' },
              { name: 'phoneNumber', type: 'tel', autoComplete: 'tel', maxLength: 20 },
            ]}
            showField={(name, values) =>
              name === 'email'
                ? !ownEmailOnly
                : name !== 'currentPassword' || (!admin && values.email !== (me.email ?? ''))
            }
            fixed={ownEmailOnly ? { email: me.email ?? '' } : undefined}
            note={ownEmailOnly ? t('emailOwnerOnly', { name: `${me.firstName} ${me.lastName}` }) : undefined}
            initial={{
              firstName: me.firstName,
              lastName: me.lastName,
              personalNumber: me.personalNumber ?? '',
              email: me.email ?? '',
              phoneNumber: me.phoneNumber ?? '',
              currentPassword: '',
            }}
            onSaved={(values) => saved(emailNotice(values.email ?? ''))}
            onCancel={() => setEditing(null)}
          />
        ) : (
          <dl>
            <Row label={t('fields.name')} value={`${me.firstName} ${me.lastName}`} />
            <Row label={t('fields.givenId')} value={me.givenId} />
            <Row label={t('fields.email')} value={me.email} email />
            <Row label={t('fields.phoneNumber')} value={me.phoneNumber} />
            <Row label={t('fields.gender')} value={me.gender ? t(`gender.${me.gender}`) : null} />
            <Row label={t('fields.personalNumber')} value={me.personalNumber} />
            <Row label={t('fields.birthDate')} value={formatBirthDate(me.birthDate, i18n.language)} />
          </dl>
        )}
      </section>

      {inFamily && (
        <>
          <section aria-labelledby="mypage-address">
            <h2 id="mypage-address">
              {t('address')}{' '}
              {editing !== 'address' && (
                <EditIconButton
                  label={t('editAddress')}
                  onClick={() => setEditing('address')}
                  href={postsAt('address')}
                />
              )}
            </h2>
            {editing === 'address' ? (
              <EditForm
                kind="address"
                title={t('editAddress')}
                postsAt={postsAt('address')}
                schema={ADDRESS_SCHEMA}
                fields={[
                  { name: 'streetAddress', mandatory: true, autoComplete: 'street-address', maxLength: 200 },
                  { name: 'city', mandatory: true, autoComplete: 'address-level2', maxLength: 200 },
                  { name: 'postalCode', mandatory: true, autoComplete: 'postal-code', maxLength: 20 },
                  { name: 'country', mandatory: true, autoComplete: 'country-name', maxLength: 200 },
                ]}
                initial={{
                  streetAddress: profile.address.streetAddress ?? '',
                  city: profile.address.city ?? '',
                  postalCode: profile.address.postalCode ?? '',
                  country: profile.address.country ?? '',
                }}
                onSaved={() => saved(null)}
                onCancel={() => setEditing(null)}
              />
            ) : (
              <p data-testid="mypage-address">{address ?? t('addressNotAvailable')}</p>
            )}
          </section>

          <MembershipSection profile={profile} me={me} onRenew={onRenew} justPaid={justPaid} />

          <SignInLinksSection />

          {!admin && (
            <section aria-labelledby="mypage-privacy">
              <h2 id="mypage-privacy">{t('privacy')}</h2>
              <PreferencesForm stored={profile.preferences} />
              <div className="mypage-actions">
                <Button type="button" variant="secondary" onClick={() => void downloadExport.mutateAsync()}>
                  {t('exportData')}
                </Button>
                <LogoutEverywhereButton />
              </div>
              <ClosureRequest
                requestedAt={profile.closureRequestedAt}
                onChanged={onChanged}
                opened={openedForm === 'closure'}
              />
            </section>
          )}
        </>
      )}
    </div>
  );
}
