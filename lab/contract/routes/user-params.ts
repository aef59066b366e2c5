import { z } from 'zod';
import { idSchema } from '../../validation';

/**
 * The {id} of /users/{id}/… as the handlers read it (owned-user.ts, coercing the path's text). The answer check
 * parses the path's strings, so define.ts `userPath` (a plain number) would refuse '2'.
 */
export const userParams = z.object({ id: idSchema });
