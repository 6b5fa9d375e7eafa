import { z } from 'zod';

/**
 * The input of a call that takes none: a POST or PUT whose arguments are in the path (or that has
 * none), a list without filters. Declared so that the API document says so; anything sent is ignored.
 */
export const NOTHING = z.object({}).meta({ description: 'takes nothing' });
