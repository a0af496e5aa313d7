/** A company as a thread names it. */
export interface PartyCompany {
  id: string;
  name: string;
  logoUrl?: string | null;
}

/**
 * The company on the other side of a thread for a viewer of `myCompanyId`: the addressee when the
 * viewer's company started it, else the company that started it (also for threads between people).
 */
export function otherCompany<C extends PartyCompany>(
  thread: { fromCompany: C; toCompany?: C | null },
  myCompanyId: string | null | undefined,
): C {
  if (thread.toCompany && thread.fromCompany.id === myCompanyId) return thread.toCompany;
  return thread.fromCompany;
}
