/**
 * The notification's link when it is a path inside the app, else null. The server writes app
 * paths, but a link is followed on a click: anything else (`https://…`, `javascript:…`, and
 * `//host` or `/\host`, which browsers read as another site) is ignored rather than followed.
 */
export function appPath(link: string | null | undefined): string | null {
  if (!link || !link.startsWith('/')) return null;
  if (link.startsWith('//') || link.startsWith('/\\')) return null;
  // Control characters and spaces have no place in a path (and browsers strip some of them).
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f]/.test(link)) return null;
  return link;
}
