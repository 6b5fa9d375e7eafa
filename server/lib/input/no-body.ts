import { z } from 'zod';

/**
 * The body of a POST or PUT that takes none (its arguments are in the path or the query, or it
 * has none): declared so that the API document says so; anything sent is ignored.
 */
export const NO_BODY = z.object({}).meta({ description: 'takes no body' });
