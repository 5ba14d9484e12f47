import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { MAX_KIDS } from '../../../shared/given-id.ts';
import { ZKidSelf, ZSpouseSelf, type TFamilyMember, type TFamilyProfile } from '../../../shared/profile.schema.ts';
import { EditForm } from './edit-form.tsx';
import { EditIconButton } from './edit-icon-button.tsx';
import { approvedYears, pendingYears } from './profile-format.ts';

type TFamilyTabProps = { profile: TFamilyProfile; me: TFamilyMember; onChanged: () => Promise<void> };

type TEditing = { kind: 'spouse'; member?: TFamilyMember } | { kind: 'kid'; member?: TFamilyMember } | null;

const SPOUSE_FIELDS = [
  { name: 'firstName', mandatory: true },
  { name: 'lastName', mandatory: true },
  { name: 'personalNumber', mandatory: true, maxLength: 13 },
  { name: 'email', mandatory: true, type: 'email' as const },
  { name: 'phoneNumber', type: 'tel' as const, maxLength: 20 },
];
const KID_FIELDS = [
  { name: 'firstName', mandatory: true },
  { name: 'lastName', mandatory: true },
  { name: 'personalNumber', mandatory: true, maxLength: 13 },
];

export function FamilyTab({ profile, me, onChanged }: TFamilyTabProps) {
  const { t } = useTranslation('mypage');
  const [editing, setEditing] = useState<TEditing>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const adults = profile.members.filter((member) => member.kind !== 'kid');
  const kids = profile.members.filter((member) => member.kind === 'kid');
  // An account outside any family (an admin seeded from the environment) changes nothing here.
  const iAmAdult = me.kind !== 'kid' && profile.familyNumber !== '';

  const saved = async (message: string | null = null) => {
    setEditing(null);
    setNotice(message);
    await onChanged();
  };

  const form = () => {
    if (!editing) return null;
    const member = editing.member;
    if (editing.kind === 'spouse') {
      return (
        <EditForm
          kind="spouse"
          title={member ? t('editSpouse') : t('addSpouse')}
          schema={ZSpouseSelf}
          fields={SPOUSE_FIELDS}
          initial={{
            firstName: member?.firstName ?? '',
            lastName: member?.lastName ?? '',
            personalNumber: member?.personalNumber ?? '',
            email: member?.email ?? '',
            phoneNumber: member?.phoneNumber ?? '',
          }}
          // Someone with an account keeps their sign-in address until they confirm the new one.
          onSaved={(values) =>
            saved(
              member?.hasAccount && values.email !== (member.email ?? '')
                ? t('emailChangeAwaitsOwner', { name: `${member.firstName} ${member.lastName}` })
                : null,
            )
          }
          onCancel={() => setEditing(null)}
        />
      );
    }
    return (
      <EditForm
        kind="kid"
        title={member ? t('editKid', { givenId: member.givenId }) : t('addKid')}
        schema={ZKidSelf}
        fields={KID_FIELDS}
        fixed={member ? { givenId: member.givenId } : undefined}
        initial={{
          firstName: member?.firstName ?? '',
          lastName: member?.lastName ?? me.lastName,
          personalNumber: member?.personalNumber ?? '',
        }}
        onSaved={() => saved()}
        onCancel={() => setEditing(null)}
      />
    );
  };

  return (
    <div className="mypage-family">
      {notice && (
        <p role="status" className="mypage-notice">
          {notice}
        </p>
      )}
      <table className="mypage-table">
        <caption>{t('familyMembers')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('fields.givenId')}</th>
            <th scope="col">{t('fields.name')}</th>
            <th scope="col">{t('fields.personalNumber')}</th>
            <th scope="col">{t('membership')}</th>
            <th scope="col">{t('actions')}</th>
          </tr>
        </thead>
        <tbody>
          {profile.members.map((member) => (
            <tr key={member.givenId}>
              <td>{member.givenId}</td>
              <td>{`${member.firstName} ${member.lastName}`}</td>
              <td>{member.personalNumber ?? '-'}</td>
              <td>
                {[
                  ...approvedYears(member).map((fy) => t('approvedYear', { fy })),
                  ...pendingYears(member).map((fy) => t('pendingYear', { fy })),
                ].join(', ') || '-'}
              </td>
              <td>
                {iAmAdult && member.kind === 'kid' && (
                  <EditIconButton
                    label={t('editKid', { givenId: member.givenId })}
                    onClick={() => setEditing({ kind: 'kid', member })}
                  />
                )}
                {iAmAdult && member.kind !== 'kid' && member.id !== me.id && (
                  <EditIconButton label={t('editSpouse')} onClick={() => setEditing({ kind: 'spouse', member })} />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {form()}
      {iAmAdult && !editing && (
        <div className="mypage-actions">
          {adults.length === 1 && me.kind === 'self' && (
            <Button type="button" variant="secondary" onClick={() => setEditing({ kind: 'spouse' })}>
              {t('addSpouse')}
            </Button>
          )}
          {kids.length < MAX_KIDS && (
            <Button type="button" variant="secondary" onClick={() => setEditing({ kind: 'kid' })}>
              {t('addKid')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
