import { useTranslation } from 'react-i18next';
import type { TBoardMember, TBoardYear } from '../../../shared/board.ts';
import { eventImageUrl } from '../../../shared/events.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { useFinancialYearLabel } from '../../lib/financial-year-label.ts';
import { useBoard } from './api/get-board.ts';

const PORTRAIT_SIZE = 160;
/** Portraits a phone shows in its first screen: loading them lazily would delay the page's largest picture. */
const EAGER_PORTRAITS = 2;

function MemberCard({ member, eager }: { member: TBoardMember; eager: boolean }) {
  const { t, i18n } = useTranslation('board');
  const name = i18n.language === 'ta' ? member.nameTa : member.nameEn;
  const initials = member.nameEn
    .split(' ')
    .map((part) => part[0])
    .join('');
  return (
    <li className="board-member">
      {member.portrait ? (
        <img
          className="board-member__portrait"
          src={eventImageUrl(member.portrait)}
          alt={t('portraitAlt', { name })}
          width={PORTRAIT_SIZE}
          height={PORTRAIT_SIZE}
          loading={eager ? 'eager' : 'lazy'}
        />
      ) : (
        <span className="board-member__portrait board-member__initials" aria-hidden="true">
          {initials}
        </span>
      )}
      <span className="board-member__name">{name}</span>
      <span className="board-member__position">{t(`positions.${member.position}`)}</span>
    </li>
  );
}

function YearPanel({ year }: { year: TBoardYear }) {
  const { t } = useTranslation('board');
  if (year.members.length === 0) return <p>{t('empty')}</p>;
  return (
    <ul className="board-members">
      {year.members.map((member, index) => (
        <MemberCard key={member.id} member={member} eager={index < EAGER_PORTRAITS} />
      ))}
    </ul>
  );
}

export default function BoardMembersPage() {
  const { t, ready } = useTranslation('board');
  const fyLabel = useFinancialYearLabel();
  const board = useBoard();

  return (
    <section className="page board-page">
      <PageTitle pageKey="board" />
      {!ready || !board.data ? (
        board.isError ? (
          <p>{t('loadFailed')}</p>
        ) : (
          <Loading />
        )
      ) : (
        <Tabs
          label={t('yearsLabel')}
          tabs={board.data.years.map((year) => ({
            id: String(year.financialYear),
            label: fyLabel(year.financialYear, { standalone: true }),
            content: <YearPanel year={year} />,
          }))}
        />
      )}
    </section>
  );
}
