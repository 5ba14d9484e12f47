/**
 * Every answer of our API the web reads, by the name of its zod schema. The web names the schema
 * of each call (`apiRequest(path, 'ZEventList')`) and checks the answer against it in development
 * and tests only; this index is what it loads to do so. A new call's answer schema is added here.
 */
export { ZAccessTokenAnswer, ZActivateAnswer, ZPasswordResetRequested } from './accounts.schema.ts';
export { ZRefreshAnswer, ZSignInProviders, ZSignupAnswer, ZVerifyEmailAnswer } from './accounts.schema.ts';
export {
  ZActivationPreview,
  ZEmailChangePreview,
  ZResetPreview,
  ZUndoAnswer,
  ZUndoPreview,
} from './accounts.schema.ts';
export { ZActivityAdmin, ZActivityAdminList, ZActivityList, ZActivityPeople } from './activities.schema.ts';
export { ZActivityPublic, ZFamilyActivities } from './activities.schema.ts';
export { ZAdminData, ZAuditEntries, ZFamilyRenewalsApproved } from './admin.schema.ts';
export { ZVisitsReport } from './analytics.schema.ts';
export { ZNoContent, ZOk, ZPlainText } from './api-answers.schema.ts';
export { ZBoardAdminMember, ZBoardAdminMembers } from './board-member.schema.ts';
export { ZBoardAnswer } from './board.schema.ts';
export { ZAdminBooking, ZAdminBookings, ZGuestBooking, ZGuestBookingAccepted } from './bookings.ts';
export { ZMemberBookingAnswer, ZMyBookings, ZSignupSettingsAnswer, ZSignupStatusList } from './bookings.ts';
export { ZBookingMoveTargets } from './bookings.ts';
export { ZContactInbox } from './contact.schema.ts';
export { ZEventAnswer, ZEventFullAnswer, ZEventList } from './events.schema.ts';
export { ZFinanceAdminReport, ZFinanceAdminReports, ZFinanceReport } from './finance.schema.ts';
export { ZGrantReport } from './grant-report.schema.ts';
export { ZLoginUser } from './login-user.schema.ts';
export { ZConfirmAnswer, ZFinanceDraftAnswer, ZReminderAnswer } from './statements.schema.ts';
export { ZRegisterImportList, ZRegisterImportResult, ZRegisterPreview } from './register-import.schema.ts';
export { ZStatementImportResult, ZStatementLines, ZYearFigures } from './statements.schema.ts';
export { ZNewsAdminAnswer, ZNewsAdminBannerAnswer, ZNewsAdminPost } from './news.schema.ts';
export { ZNewsHome, ZNewsList, ZNewsPost, ZNewsPreviewAnswer } from './news.schema.ts';
export { ZCashRenewal, ZClosureRequested, ZFamilyProfile, ZPreferences } from './profile.schema.ts';
export { ZSignInLinkAnswer, ZSignInLinkPreview, ZSignInLinks, ZStartSignInLinkAnswer } from './sign-in-links.schema.ts';
export { ZSitePage, ZSitePagePreviewAnswer, ZSitePageSource } from './site-pages.schema.ts';
export { ZSiteSettingsAnswer } from './site-settings.schema.ts';
export { ZPublicSliderAnswer, ZSliderAnswer } from './slider.schema.ts';
export { ZAttendanceAccess, ZAttendanceList, ZAttendanceOverview } from './attendance.schema.ts';
