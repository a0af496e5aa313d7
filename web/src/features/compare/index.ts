// What other features may use of compare (the toggle company pages and search results carry).
export { CompareToggleButton } from './components/CompareToggleButton';
