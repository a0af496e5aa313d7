import { createContext, useContext } from 'react';
import { noAnalytics } from './analytics';
import type { Analytics } from './analytics';

export const AnalyticsContext = createContext<Analytics>(noAnalytics);

/** The app's analytics adapter (a no-op outside `<AnalyticsContext>`). */
export function useAnalytics(): Analytics {
  return useContext(AnalyticsContext);
}
