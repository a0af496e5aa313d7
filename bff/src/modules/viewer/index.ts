// What other features may use of viewer: the Viewer a signed-in caller resolves from.
export { viewerModel, type ViewerModel } from './viewer.model.js';
