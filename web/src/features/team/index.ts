// What other features may use of the team (a subscription's members, billing admins, invitations).
export { InviteNotice } from './components/InviteNotice';
export { InviteTeamMemberForm } from './components/InviteTeamMemberForm';
export { TeamSection } from './components/TeamSection';
