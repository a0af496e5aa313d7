// What other features may use of challenges: the poster's challenge panel on an innovation request's page.
export { RequestChallengePanel } from './components/RequestChallengePanel';
export { CHALLENGES_PATH } from './challengeUrls';
