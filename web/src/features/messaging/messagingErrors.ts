// Messaging's sends fold their refusals the way every feature's mutations do (shared/sendOutcome).
export { sendOutcome } from '../../shared/sendOutcome';
export type { SendOutcome, UserErrorLike } from '../../shared/sendOutcome';
