// What other features may use of member (join requests, shown on the dashboard).
export { JoinRequestsCard } from './components/JoinRequestsCard';
