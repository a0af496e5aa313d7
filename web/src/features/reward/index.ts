// What other features may use of the reward feature.
export { ReferralInviteNote } from './components/ReferralInviteNote';
