import type { MessageDto, MessageFolderDto, ThreadDto, ThreadPersonDto } from './messaging.api.js';

export type MessageThreadMapper = ThreadDto;
export type MessageMapper = MessageDto;
export type MessageFolderMapper = MessageFolderDto;
export type ThreadPersonMapper = ThreadPersonDto;
