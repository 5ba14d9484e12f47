import type { TAssociation } from '../../../shared/association.ts';
import { DEFAULT_LANGUAGE, toLanguage, type TLanguage } from '../../../shared/languages.ts';
import type { TExecutor } from '../../db/client.ts';
import type { TUsersRepo } from './users.repo.ts';

export type TBoardRecipient = { to: string; language: TLanguage };

/**
 * Who a mail to the board goes to: each board member with an e-mail, in the language they last used
 * on the site, so no one reads the board's mail in a language that is not theirs. With no board
 * member to mail, the association's own address, in the site's default language.
 */
export async function boardRecipients(
  users: TUsersRepo,
  association: TAssociation,
  tx?: TExecutor,
): Promise<TBoardRecipient[]> {
  const admins = await users.listMailableAdmins(tx);
  const recipients = admins.flatMap((admin) =>
    admin.email ? [{ to: admin.email, language: toLanguage(admin.language) }] : [],
  );
  return recipients.length > 0 ? recipients : [{ to: association.email, language: DEFAULT_LANGUAGE }];
}
