/** A count as the api words counts: "25,000". */
export const rowCount = (n: number): string => n.toLocaleString('en-US');

const dayOfMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' });

/** "1 December": the day an allowance renews (months are counted in UTC). */
export const renewalDay = (iso: string): string => dayOfMonth.format(new Date(iso));
