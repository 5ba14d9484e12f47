// What other modules may use of events: the notes and comments people wrote (the data export).
export { createEventDetailsRepo, type TEventDetailsRepo } from './events.repo.ts';
// An event's calendar file, attached to booking mails.
export { buildCalendar } from './calendar.ts';
