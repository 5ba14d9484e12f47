import { z } from 'zod';
import { BOARD_POSITIONS } from './board.ts';

/** GET /api/content/board: the public board per financial year. */
export const ZBoardAnswer = z.object({
  years: z.array(
    z.object({
      financialYear: z.number().int(),
      members: z.array(
        z.object({
          id: z.number().int(),
          nameEn: z.string(),
          nameTa: z.string(),
          position: z.enum(BOARD_POSITIONS),
          portrait: z.string().nullable(),
        }),
      ),
    }),
  ),
});
