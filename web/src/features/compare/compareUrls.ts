/** The side-by-side comparison of the viewer's compare list. */
export const COMPARE_PATH = '/compare';
