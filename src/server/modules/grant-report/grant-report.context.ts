import type { TGrantRules } from '../../../shared/grant-rules.schema.ts';
import type { TAssociation } from '../../../shared/association.ts';
import type { TDatabase } from '../../db/client.ts';
import type { TAuditRepo } from '../audit/index.ts';
import type { TGrantReportRepo } from './grant-report.repo.ts';

/** The grant report's context: the rules as the board last saved them, read at each use. */
export type TGrantReportContext = {
  db: TDatabase;
  clock: () => Date;
  association: TAssociation;
  rules: () => TGrantRules;
  repos: { grantReport: TGrantReportRepo; audit: TAuditRepo };
};
