import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAttendanceAccess } from './api/get-attendance-access.ts';

/** The way to the attendance lists, for members who lead an activity and for the board. */
export function AttendanceLink() {
  const { t } = useTranslation('attendance');
  const access = useAttendanceAccess();
  if (!access.data?.allowed) return null;
  return (
    <p className="mypage-attendance">
      <Link to="/attendance" data-testid="attendance-link">
        {t('link')}
      </Link>{' '}
      {t('linkHint')}
    </p>
  );
}
