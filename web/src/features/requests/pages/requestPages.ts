// The requests pages in one chunk: the route table (first-route code) then holds one dynamic
// import instead of three, each with its list of dependencies.
export { RequestFormPage } from './RequestFormPage';
export { RequestPage } from './RequestPage';
export { RequestsPage } from './RequestsPage';
