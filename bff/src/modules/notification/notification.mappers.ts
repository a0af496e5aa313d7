import type { NotificationDto } from './notification.api.js';

export type NotificationMapper = NotificationDto;
