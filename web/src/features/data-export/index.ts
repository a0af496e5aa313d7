// What other features may import of the data-export feature.
export { ExportButton } from './components/ExportButton';
export { ExportLog } from './components/ExportLog';
export type { ExportTarget } from './downloadExport';
