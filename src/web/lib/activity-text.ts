import type { TFunction } from 'i18next';
import type { TActivityPublic } from '../../shared/activities.schema.ts';
import { formatEventDate } from '../../shared/events.ts';
import type { TLanguage } from '../../shared/languages.ts';

type TNamed = Pick<TActivityPublic, 'nameTa' | 'nameEn' | 'nameSv'>;
type TDescribed = Pick<TActivityPublic, 'descriptionTa' | 'descriptionEn' | 'descriptionSv'>;

/** The activity's name in the reader's language (the board writes all three). */
export function activityNameIn(activity: TNamed, language: TLanguage): string {
  return { ta: activity.nameTa, en: activity.nameEn, sv: activity.nameSv }[language];
}

/** The description in the reader's language, else the first one written (Tamil, English, Swedish). */
export function activityDescriptionIn(activity: TDescribed, language: TLanguage): string {
  const texts = { ta: activity.descriptionTa, en: activity.descriptionEn, sv: activity.descriptionSv };
  return texts[language] || texts.ta || texts.en || texts.sv;
}

/** "Saturdays 10:00–12:00". */
export function activityWhen(t: TFunction, activity: Pick<TActivityPublic, 'weekday' | 'startTime' | 'endTime'>) {
  return t('activities:when', {
    weekday: t(`activities:weekdays.${activity.weekday}`),
    start: activity.startTime,
    end: activity.endTime,
  });
}

/** Who may join: kids of an age band, adults, everyone. */
export function activityAudience(
  t: TFunction,
  activity: Pick<TActivityPublic, 'audience' | 'minAge' | 'maxAge'>,
): string {
  if (activity.audience !== 'kids') return t(`activities:audience.${activity.audience}`);
  const { minAge, maxAge } = activity;
  if (minAge !== null && maxAge !== null) return t('activities:audience.kidsBetween', { min: minAge, max: maxAge });
  if (minAge !== null) return t('activities:audience.kidsFrom', { min: minAge });
  if (maxAge !== null) return t('activities:audience.kidsUpTo', { max: maxAge });
  return t('activities:audience.kids');
}

/** "10/01/2026 – 13/06/2026". */
export const activityTerm = (activity: Pick<TActivityPublic, 'startsOn' | 'endsOn'>) =>
  `${formatEventDate(activity.startsOn)} – ${formatEventDate(activity.endsOn)}`;
