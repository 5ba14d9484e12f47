// What other modules may use of attendance: the lists' rules and the context they run in.
export { createAttendanceRepo, type TAttendanceRepo } from './attendance.repo.ts';
export { associationDay, type TAttendanceContext } from './attendance.service.ts';
