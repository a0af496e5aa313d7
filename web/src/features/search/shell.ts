import type { NavEntry } from '../../shared/routing/routeTypes';
import { SEARCH_PATH } from './searchUrls';

// Search works for everyone, so signed-out visitors get the link too.
export const navigation: readonly NavEntry[] = [{ to: SEARCH_PATH, label: 'Search', order: 20, signedOut: true }];
