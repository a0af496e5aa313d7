/** Someone who writes in a demo thread. */
export interface SeedPerson {
  id: number;
  companyId: number;
}

/** A conversation as the demo seed writes it: what messaging's send code would have left, message by message. */
export interface SeedThread {
  subject: string;
  toCompanyId: number;
  about: { kind: string; id: number };
  /** In order; the first author started the thread. `notify: false`: no NEW_THREAD/NEW_REPLY (a response's proposal). */
  messages: readonly { author: SeedPerson; body: string; sentAt: Date; notify?: boolean }[];
  /** Read marks besides each author's own (an author has read up to their last message). */
  readBy?: readonly { userId: number; at: Date }[];
}
