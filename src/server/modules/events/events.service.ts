import type {
  TEventAnswer,
  TEventDetailEntry,
  TEventDetailType,
  TEventFullAnswer,
  TEventSummary,
  TEventTitle,
} from '../../../shared/events.ts';
import { toLanguage } from '../../../shared/languages.ts';
import type { TAppBasics } from '../../app-basics.ts';
import type { TExecutor } from '../../db/client.ts';
import type { TEventDetail } from '../../db/schema.ts';
import type { TOutboxRepo } from '../../mail/outbox.repo.ts';
import { HttpError } from '../../http/errors.ts';
import type { TAuditRepo } from '../audit/index.ts';
import { decodeDataUrl, processImage, parseImageName, prepareDerivedImage, type TImagesRepo } from '../images/index.ts';
import { eventAnnouncementMail } from './event-announcement.template.ts';
import type { TTtlCache } from '../../http/ttl-cache.ts';
import {
  findAuthor,
  listAnnouncementRecipients,
  type TEventDetailsRepo,
  type TEventRow,
  type TEventsRepo,
} from './events.repo.ts';
import type { TEventFields } from './events.schemas.ts';

/** What the events' rules run on, made once per app: the public answers' cache is cleared by every change. */
export type TEventsContext = TAppBasics & {
  cache: TTtlCache;
  repos: {
    events: TEventsRepo;
    details: TEventDetailsRepo;
    images: TImagesRepo;
    outbox: TOutboxRepo;
    audit: TAuditRepo;
  };
};

/** Who asks: a visitor sees titles of published events; members their notes and comments; admins everything. */
export type TViewer = { kind: 'visitor' } | { kind: 'member' | 'admin'; userId: number };

export const eventNotFound = () => new HttpError(404, 'not_found', 'There is no such event.');

export function toSummary(row: TEventRow): TEventSummary {
  return {
    eventId: row.id,
    name: row.name,
    nameTamil: row.nameTamil,
    startDate: row.startDate,
    endDate: row.endDate,
    startTime: row.startTime,
    endTime: row.endTime,
    place: row.place,
    description: row.description,
    descriptionTamil: row.descriptionTamil,
    year: Number(row.startDate.slice(0, 4)),
    picture: row.pictureHash ? `${row.pictureHash}.webp` : null,
    published: row.published,
  };
}

/** What a visitor learns of an event: what, when and where; not its picture state or notes. */
function publicFacts(summary: TEventSummary): TEventTitle {
  const { year: _year, picture: _picture, published: _published, ...facts } = summary;
  return facts;
}

function toEntry(detail: TEventDetail): TEventDetailEntry {
  return {
    id: detail.id,
    type: detail.type,
    message: detail.message,
    user: detail.userName,
    userId: detail.userId,
    createdTime: detail.createdAt.toISOString(),
  };
}

/** The cards a phone or a wide screen shows before scrolling: their AVIF is made with the list. */
const CARDS_PREPARED = 4;

/** GET /api/events/all: published events, and for admins the unpublished ones too. */
export function listEvents(context: TEventsContext, admin: boolean): Promise<TEventSummary[]> {
  return context.cache.get(`list:${admin ? 'admin' : 'public'}`, async () => {
    const list = (await context.repos.events.list({ includeUnpublished: admin })).map(toSummary);
    for (const { picture } of list.slice(0, CARDS_PREPARED)) {
      const name = picture && parseImageName(picture);
      if (name) prepareDerivedImage(context.repos.images, name.hash, 'smallAvif');
    }
    return list;
  });
}

/** GET /api/events/{id}: null when the event does not exist for this viewer (unpublished ones for non-admins). */
export function eventAnswer(context: TEventsContext, id: number, viewer: TViewer): Promise<TEventAnswer | null> {
  return context.cache.get(`detail:${id}:${viewer.kind}`, async () => {
    const row = await context.repos.events.findById(id);
    if (!row || (!row.published && viewer.kind !== 'admin')) return null;
    if (viewer.kind === 'visitor') return { event: publicFacts(toSummary(row)) };
    const details = await context.repos.details.listByEvent(id);
    return { event: toSummary(row), eventDetail: details.map(toEntry) };
  });
}

async function fullAnswer(context: TEventsContext, id: number, viewer: TViewer): Promise<TEventFullAnswer> {
  const answer = await eventAnswer(context, id, viewer);
  if (!answer || !('eventDetail' in answer)) throw eventNotFound();
  return answer;
}

/** What the form sent: the fields, and a new picture's bytes when one came as a file (multipart). */
export type TEventInput = { fields: TEventFields; pictureFile?: Buffer };

/** undefined: keep the picture; null: no picture; a number: this stored image. */
async function pictureIdFor(context: TEventsContext, input: TEventInput): Promise<number | null | undefined> {
  const imagesRepo = context.repos.images;
  const { picture } = input.fields;
  if (input.pictureFile && input.pictureFile.length > 0) {
    return (await imagesRepo.save(await processImage(input.pictureFile))).id;
  }
  if (picture === undefined || picture === '') return undefined;
  if (picture === null) return null;
  if (picture.startsWith('data:')) return (await imagesRepo.save(await processImage(decodeDataUrl(picture)))).id;
  // A file name the list answered (the picture the form showed): keep it if it is one of ours.
  const name = parseImageName(picture);
  const stored = name && (await imagesRepo.findRefByHash(name.hash));
  if (!stored) throw new HttpError(400, 'invalid_image', 'The picture is neither a data URL nor a stored picture.');
  return stored.id;
}

async function announce(context: TEventsContext, eventId: number, tx: TExecutor): Promise<number> {
  const row = await context.repos.events.findById(eventId, tx);
  if (!row?.published || !(await context.repos.events.markAnnounced(eventId, tx))) return 0;
  const { outbox } = context.repos;
  let queued = 0;
  for (const member of await listAnnouncementRecipients(tx)) {
    const content = eventAnnouncementMail(
      {
        association: context.association,
        firstName: member.firstName,
        event: row,
        eventUrl: `${context.publicUrl}/events/${eventId}`,
      },
      toLanguage(member.language),
    );
    const mail = {
      to: member.email,
      kind: 'event-announcement',
      dedupeKey: `event-announcement:${eventId}:${member.id}`,
    };
    if (await outbox.enqueue({ ...mail, ...content }, tx)) queued += 1;
  }
  return queued;
}

/**
 * POST /createEvent and PUT /updateEvent. The picture is checked and re-encoded before the
 * transaction (it is the slow part); the event, its announcement mails and the audit entry are
 * written together. Answers the event's id and the admin's event list.
 */
export async function saveEvent(
  context: TEventsContext,
  actorId: number,
  input: TEventInput,
  eventId?: number,
): Promise<{ eventId: number; list: TEventSummary[] }> {
  const eventsRepo = context.repos.events;
  if (eventId !== undefined && !(await eventsRepo.findById(eventId))) throw eventNotFound();
  const pictureId = await pictureIdFor(context, input);
  const { fields } = input;
  const values = {
    name: fields.name,
    nameTamil: fields.nameTamil,
    startDate: fields.startDate,
    endDate: fields.endDate ?? null,
    startTime: fields.startTime,
    endTime: fields.startTime ? fields.endTime : null,
    place: fields.place,
    description: fields.description,
    descriptionTamil: fields.descriptionTamil,
    published: fields.published,
    ...(pictureId === undefined ? {} : { pictureId }),
  };
  const savedId = await context.db.transaction(async (tx) => {
    let id: number;
    if (eventId === undefined) {
      id = await eventsRepo.insert({ pictureId: null, ...values, createdBy: actorId }, tx);
    } else {
      if (!(await eventsRepo.lockById(eventId, tx))) throw eventNotFound();
      await eventsRepo.update(eventId, values, tx);
      id = eventId;
    }
    const announced = fields.published && fields.notifyMembers ? await announce(context, id, tx) : 0;
    await context.repos.audit.record(
      {
        actorId,
        action: eventId === undefined ? 'event.create' : 'event.update',
        target: `event:${id}`,
        details: { name: fields.name, published: fields.published, announcedTo: announced },
      },
      tx,
    );
    return id;
  });
  // After the commit: a read in between would otherwise cache the old state again.
  context.cache.invalidate();
  return { eventId: savedId, list: await listEvents(context, true) };
}

/** POST /{id}/addNotes (admins) and /{id}/addComments (members). Answers the refreshed event. */
export async function addDetail(
  context: TEventsContext,
  eventId: number,
  viewer: Exclude<TViewer, { kind: 'visitor' }>,
  type: TEventDetailType,
  message: string,
): Promise<TEventFullAnswer> {
  const row = await context.repos.events.findById(eventId);
  if (!row || (!row.published && viewer.kind !== 'admin')) throw eventNotFound();
  await context.db.transaction(async (tx) => {
    const author = await findAuthor(tx, viewer.userId);
    if (!author || (author.status !== 'approved' && author.role !== 'Admin')) {
      throw new HttpError(403, 'forbidden', 'Only members may write here.');
    }
    const id = await context.repos.details.insert(
      { eventId, type, message, userId: author.id, userName: author.fullName },
      tx,
    );
    if (type === 'Notes') {
      await context.repos.audit.record(
        { actorId: viewer.userId, action: 'event.note', target: `event:${eventId}`, details: { noteId: id } },
        tx,
      );
    }
  });
  context.cache.invalidate();
  return fullAnswer(context, eventId, viewer);
}

/**
 * DELETE /{id}/deleteComments/{commentId}: a comment by its author (by user id, never by name)
 * or an admin; a note by an admin only. Anything else is refused and nothing is deleted.
 */
export async function deleteDetail(
  context: TEventsContext,
  eventId: number,
  detailId: number,
  viewer: Exclude<TViewer, { kind: 'visitor' }>,
): Promise<TEventFullAnswer> {
  const row = await context.repos.events.findById(eventId);
  if (!row || (!row.published && viewer.kind !== 'admin')) throw eventNotFound();
  const detailsRepo = context.repos.details;
  const detail = await detailsRepo.findInEvent(eventId, detailId);
  if (!detail) throw new HttpError(404, 'not_found', 'There is no such comment on this event.');
  const isAdmin = viewer.kind === 'admin';
  const isAuthor = detail.type === 'Comment' && detail.userId === viewer.userId;
  if (!isAdmin && !isAuthor) throw new HttpError(403, 'forbidden', 'You may delete only your own comments.');
  await context.db.transaction(async (tx) => {
    await detailsRepo.delete(detail.id, tx);
    if (isAdmin && !isAuthor) {
      await context.repos.audit.record(
        {
          actorId: viewer.userId,
          action: detail.type === 'Notes' ? 'event.note.delete' : 'event.comment.delete',
          target: `event:${eventId}`,
          details: { detailId: detail.id, author: detail.userName },
        },
        tx,
      );
    }
  });
  context.cache.invalidate();
  return fullAnswer(context, eventId, viewer);
}

/** For the calendar: published events only, whoever asks (the .ics link carries no token). */
export async function calendarEvents(context: TEventsContext, id?: number): Promise<TEventRow[]> {
  const repo = context.repos.events;
  if (id === undefined) return repo.list({ includeUnpublished: false });
  const row = await repo.findById(id);
  return row?.published ? [row] : [];
}
