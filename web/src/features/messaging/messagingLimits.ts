// The api's limits (docs/messaging.md "Bad input"); the forms count against them and the api
// refuses past them too.

/** A thread's subject: 1 to 200 characters. */
export const SUBJECT_MAX = 200;

/** A message's body: 1 to 10,000 characters. */
export const BODY_MAX = 10_000;

/** A folder's name: 1 to 60 characters. */
export const FOLDER_NAME_MAX = 60;
