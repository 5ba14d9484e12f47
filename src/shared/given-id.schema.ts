import type { z } from 'zod';
import { parseGivenId } from './given-id.ts';
import { zBoundedString } from './validation/bounded-string.ts';

// The longest given id is a few characters (0042A, 0042C3): the length is checked before the parse.
export const ZGivenId = zBoundedString(20).refine((value) => parseGivenId(value) !== null, { error: 'valueInvalid' });
export type TGivenId = z.infer<typeof ZGivenId>;
