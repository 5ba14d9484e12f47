import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFinancialYearLabel } from '../../lib/financial-year-label.ts';
import { MAX_KIDS } from '../../../shared/given-id.ts';
import type { TFamilyMember, TFamilyProfile } from '../../../shared/profile.schema.ts';
import { EditForm } from './edit-form.tsx';
import { EditIconButton, OpenFormButton } from './edit-icon-button.tsx';
import { useFamilySource } from './family-source.ts';
import { approvedYears, pendingYears } from './profile-format.ts';
import { KID_SCHEMA, SPOUSE_SCHEMA } from './profile-schemas.ts';

type TFamilyTabProps = {
  profile: TFamilyProfile;
  me: TFamilyMember;
  onChanged: () => Promise<void>;
  /** The edit form the page's address opens (/mypage?tab=family&edit=kid:0042K1); the board's view opens none. */
  openedForm?: string | null;
};

type TEditing = { kind: 'spouse'; member?: TFamilyMember } | { kind: 'kid'; member?: TFamilyMember } | null;

/**
 * The family tab's forms in the page's address, as the server takes them without the app: the
 * other adult (added or changed), a new kid, or the kid the address names by its given id.
 */
function editAddress(editing: NonNullable<TEditing>): string {
  const form =
    editing.kind === 'kid' && editing.member ? `kid:${encodeURIComponent(editing.member.givenId)}` : editing.kind;
  return `/mypage?tab=family&edit=${form}`;
}

/** The form the address opens, when this member may use it here; anything else opens none. */
function openedEditing(openedForm: string | null, members: readonly TFamilyMember[], me: TFamilyMember): TEditing {
  const kids = members.filter((member) => member.kind === 'kid');
  if (openedForm === 'kid') return kids.length < MAX_KIDS ? { kind: 'kid' } : null;
  if (openedForm?.startsWith('kid:')) {
    const member = kids.find((kid) => kid.givenId === openedForm.slice('kid:'.length));
    return member ? { kind: 'kid', member } : null;
  }
  if (openedForm !== 'spouse') return null;
  const other = members.find((member) => member.kind !== 'kid' && member.id !== me.id);
  if (other) return { kind: 'spouse', member: other };
  return me.kind === 'self' ? { kind: 'spouse' } : null;
}

const SPOUSE_FIELDS = [
  { name: 'firstName', mandatory: true },
  { name: 'lastName', mandatory: true },
  { name: 'personalNumber', mandatory: true, maxLength: 13 },
  { name: 'email', mandatory: true, type: 'email' as const },
  { name: 'phoneNumber', type: 'tel' as const, maxLength: 20 },
];
// The sign-in e-mail of an adult with an account is theirs alone: the other adult's form leaves it out.
const SPOUSE_FIELDS_WITHOUT_EMAIL = SPOUSE_FIELDS.filter((field) => field.name !== 'email');
const KID_FIELDS = [
  { name: 'firstName', mandatory: true },
  { name: 'lastName', mandatory: true },
  { name: 'personalNumber', mandatory: true, maxLength: 13 },
];

/** A cell whose column name shows beside the value when the row is drawn as a card on a phone. */
function Cell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <td role="cell">
      <span className="mypage-table__label" aria-hidden="true">
        {label}
      </span>
      <span className="mypage-table__value">{children}</span>
    </td>
  );
}

export function FamilyTab({ profile, me, onChanged, openedForm = null }: TFamilyTabProps) {
  const { t } = useTranslation('mypage');
  const fyLabel = useFinancialYearLabel();
  // The board's view (/adminfamily) edits with the same forms, through the app only.
  const { admin } = useFamilySource();
  const columns = [t('fields.givenId'), t('fields.name'), t('fields.personalNumber'), t('membership'), t('actions')];
  const adults = profile.members.filter((member) => member.kind !== 'kid');
  const kids = profile.members.filter((member) => member.kind === 'kid');
  // An account outside any family (an admin seeded from the environment) changes nothing here.
  const iAmAdult = me.kind !== 'kid' && profile.familyNumber !== '';
  const [editing, setEditing] = useState<TEditing>(() =>
    iAmAdult && !admin ? openedEditing(openedForm, profile.members, me) : null,
  );
  const [notice, setNotice] = useState<string | null>(null);
  const postsAt = (opened: NonNullable<TEditing>) => (admin ? undefined : editAddress(opened));

  const saved = async (message: string | null = null) => {
    setEditing(null);
    setNotice(message);
    await onChanged();
  };

  const form = () => {
    if (!editing) return null;
    const member = editing.member;
    if (editing.kind === 'spouse') {
      const ownEmailOnly = member?.hasAccount === true;
      return (
        <EditForm
          kind="spouse"
          title={member ? t('editSpouse') : t('addSpouse')}
          postsAt={postsAt(editing)}
          schema={SPOUSE_SCHEMA}
          fields={ownEmailOnly ? SPOUSE_FIELDS_WITHOUT_EMAIL : SPOUSE_FIELDS}
          fixed={ownEmailOnly ? { email: member.email ?? '' } : undefined}
          note={ownEmailOnly ? t('emailOwnerOnly', { name: `${member.firstName} ${member.lastName}` }) : undefined}
          initial={{
            firstName: member?.firstName ?? '',
            lastName: member?.lastName ?? '',
            personalNumber: member?.personalNumber ?? '',
            email: member?.email ?? '',
            phoneNumber: member?.phoneNumber ?? '',
          }}
          onSaved={() => saved()}
          onCancel={() => setEditing(null)}
        />
      );
    }
    return (
      <EditForm
        kind="kid"
        title={member ? t('editKid', { givenId: member.givenId }) : t('addKid')}
        postsAt={postsAt(editing)}
        schema={KID_SCHEMA}
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
      {/* Explicit roles: on a phone the rows are drawn as cards (display: block), which would
          otherwise take the table's meaning away from screen readers. */}
      <table className="mypage-table" role="table">
        <caption>{t('familyMembers')}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th key={column} scope="col" role="columnheader">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {profile.members.map((member) => {
            const editKid = iAmAdult && member.kind === 'kid';
            const editSpouse = iAmAdult && member.kind !== 'kid' && member.id !== me.id;
            const years = [
              ...approvedYears(member).map((year) => t('approvedYear', { fy: fyLabel(year, { standalone: true }) })),
              ...pendingYears(member).map((year) => t('pendingYear', { fy: fyLabel(year, { standalone: true }) })),
            ].join(', ');
            return (
              <tr key={member.givenId} role="row">
                <Cell label={t('fields.givenId')}>{member.givenId}</Cell>
                <Cell label={t('fields.name')}>{`${member.firstName} ${member.lastName}`}</Cell>
                <Cell label={t('fields.personalNumber')}>{member.personalNumber ?? '-'}</Cell>
                <Cell label={t('membership')}>{years || '-'}</Cell>
                {editKid || editSpouse ? (
                  <Cell label={t('actions')}>
                    {editKid && (
                      <EditIconButton
                        label={t('editKid', { givenId: member.givenId })}
                        onClick={() => setEditing({ kind: 'kid', member })}
                        href={postsAt({ kind: 'kid', member })}
                      />
                    )}
                    {editSpouse && (
                      <EditIconButton
                        label={t('editSpouse')}
                        onClick={() => setEditing({ kind: 'spouse', member })}
                        href={postsAt({ kind: 'spouse', member })}
                      />
                    )}
                  </Cell>
                ) : (
                  <td role="cell" className="mypage-table__no-actions" />
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
      {form()}
      {iAmAdult && !editing && (
        <div className="mypage-actions">
          {adults.length === 1 && me.kind === 'self' && (
            <OpenFormButton onClick={() => setEditing({ kind: 'spouse' })} href={postsAt({ kind: 'spouse' })}>
              {t('addSpouse')}
            </OpenFormButton>
          )}
          {kids.length < MAX_KIDS && (
            <OpenFormButton onClick={() => setEditing({ kind: 'kid' })} href={postsAt({ kind: 'kid' })}>
              {t('addKid')}
            </OpenFormButton>
          )}
        </div>
      )}
    </div>
  );
}
