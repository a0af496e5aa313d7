import type { EmailPreferencesDto } from './preferences.api.js';

export type EmailPreferencesMapper = EmailPreferencesDto;
