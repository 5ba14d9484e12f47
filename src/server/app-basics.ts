import type { TAssociation } from '../shared/association.ts';
import type { TDatabase } from './db/client.ts';

/**
 * What a module's context may take from the app, made once by buildApp: the database (services
 * open transactions on it), the association's live details, the public URL links in mails use,
 * and the clock the app reads the time from (tests pin it).
 */
export type TAppBasics = { db: TDatabase; association: TAssociation; publicUrl: string; clock: () => Date };
