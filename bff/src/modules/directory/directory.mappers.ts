import type { DirectoryFiguresDto } from './directory.api.js';

export type DirectoryFiguresMapper = DirectoryFiguresDto;
