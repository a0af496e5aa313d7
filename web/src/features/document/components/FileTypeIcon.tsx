import { Box, createIcon } from '@chakra-ui/react';
import { stroke } from '../../../ui/icons';
import { FILE_KIND_LABELS, fileKind, type FileKind } from '../documentFormat';

// Feather's "file" outline with a mark per kind; the kind's word is the icon's title for sighted
// users and said once, visually hidden, for screen readers.
const FileIcon = createIcon({
  displayName: 'FileIcon',
  defaultProps: { 'aria-hidden': true },
  path: [
    <path key="sheet" {...stroke} d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" />,
    <polyline key="corner" {...stroke} points="14 2 14 8 20 8" />,
  ],
});

const PALETTES: Readonly<Record<FileKind, string>> = {
  pdf: 'red',
  word: 'blue',
  sheet: 'green',
  slides: 'orange',
  image: 'purple',
  text: 'gray',
  other: 'gray',
};

const MARKS: Readonly<Record<FileKind, string>> = {
  pdf: 'PDF',
  word: 'DOC',
  sheet: 'XLS',
  slides: 'PPT',
  image: 'IMG',
  text: 'TXT',
  other: '',
};

export interface FileTypeIconProps {
  name: string;
  contentType?: string | null;
}

/** A file's kind at a glance: a coloured file outline with a short mark (PDF, DOC…). */
export function FileTypeIcon({ name, contentType }: FileTypeIconProps) {
  const kind = fileKind(name, contentType);
  return (
    <Box
      position="relative"
      flexShrink={0}
      w="7"
      h="7"
      colorPalette={PALETTES[kind]}
      color="colorPalette.fg"
      title={FILE_KIND_LABELS[kind]}
    >
      <FileIcon boxSize="7" />
      <Box
        as="span"
        aria-hidden="true"
        position="absolute"
        bottom="1.5"
        left="0"
        right="0"
        textAlign="center"
        fontSize="0.5rem"
        fontWeight="bold"
        lineHeight="1"
        letterSpacing="-0.04em"
      >
        {MARKS[kind]}
      </Box>
    </Box>
  );
}
