/** `/dashboard/member`: the member's own page of activity (spec §2's member page). */
export const MEMBER_HOME_PATH = '/dashboard/member';
