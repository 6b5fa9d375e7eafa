import { classCalls, type ClassArea } from './class';
import { classRosterCalls } from './class-roster';

// A school's own classes as its administrators and principals manage them under "Members"
// (docs/api.md "School members"): the very calls of the classes screen, with their rules and
// school scope, under /user/member/class and the `user:memberclass:*` permissions. Importing a
// roster changes the class, so it needs `user:memberclass:edit`.

export const MEMBER_CLASS_AREA: ClassArea = {
  base: '*/csp/user/member/class',
  perms: {
    list: 'user:memberclass:list',
    query: 'user:memberclass:query',
    add: 'user:memberclass:add',
    edit: 'user:memberclass:edit',
    remove: 'user:memberclass:remove',
    import: 'user:memberclass:edit',
  },
};

export const memberClassHandlers = [...classCalls(MEMBER_CLASS_AREA), ...classRosterCalls(MEMBER_CLASS_AREA)];
